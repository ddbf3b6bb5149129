import type { SkipReason } from '#shared/schemas/crawl.ts';

/**
 * Titles that say the calendar entry is no event for the public: a closure, an office's
 * administrative day, a staff meeting, a class for enrolled students. Read from titles only, as
 * descriptions mention "closed-toe shoes" or "closed captions" of real events.
 */
const NOT_PUBLIC_TITLE = new RegExp(
  [
    String.raw`\b(office|library|branch|museum|center|centre|building|campus|school|offices|park|pool)s?\s+(is\s+|are\s+|will be\s+)?closed\b`,
    String.raw`^\s*closed\b(?!\s*caption)`,
    String.raw`\bclosed\s*(for|on|today|[-–—:(])`,
    String.raw`\bclosures?\b`,
    String.raw`\bgeschlossen\b|\bfermé\b|\bcerrado\b`,
    String.raw`\badministrative\s+(day|professional day|closure)\b`,
    String.raw`\b(staff|faculty|department|team)\s+meeting\b`,
    String.raw`\bstaff\s+(only|development day)\b`,
    String.raw`\b(enrolled|registered)\s+students\b`,
    String.raw`\bno school\b`,
  ].join('|'),
  'i',
);

/** "CANCELLED: …", "[Canceled] …", "… - CANCELLED". */
const CANCELLED_TITLE =
  /^\s*[[(]?\s*cancel+ed\b|\bcancel+ed\s*[\])]?\s*$|[-–—:|]\s*cancel+ed\b|\babgesagt\b/i;

/** Why a title says to leave the event out, whatever source listed it. */
export function reasonInTitle(
  title: string,
): Extract<SkipReason, 'not-public' | 'cancelled'> | null {
  if (CANCELLED_TITLE.test(title)) return 'cancelled';
  if (NOT_PUBLIC_TITLE.test(title)) return 'not-public';
  return null;
}

/**
 * A place that is a meeting link, a voice server or says the event happens online: "Zoom",
 * "https://meet.google.com/…", "mumble://talk.example.org", "Online".
 */
export function isOnlinePlace(place: string): boolean {
  const p = place.trim();
  return (
    /^(https?:\/\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(p) ||
    /^(online|virtual|zoom|webinar|livestream|google meet|microsoft teams|teams|webex|jitsi|discord|mumble|teamspeak)\b/i.test(
      p,
    ) ||
    /\b(voice server|mumble server|zoom meeting|online only|online event)\b/i.test(p)
  );
}
