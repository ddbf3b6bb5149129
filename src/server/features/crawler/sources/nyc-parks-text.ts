import { load } from 'cheerio';

/**
 * The paragraphs of a Parks description that repeat the feed's own fields ("Date: …",
 * "Start time: …", "Contact phone: …"): the card shows those already, and they read as clutter
 * on it and on share pages.
 */
const LABELLED =
  /^\s*(date|start time|end time|contact phone|contact email|location|category|categories)\s*:/i;

/** A Parks description's HTML without its labelled paragraphs. */
export function withoutLabelledParagraphs(html: string): string {
  if (!/<p\b/i.test(html)) return html;
  const $ = load(html, null, false);
  $('p').each((_, p) => {
    if (LABELLED.test($(p).text())) $(p).remove();
  });
  return $.html();
}

/** Wording that means the event is not simply free to walk into. */
export const NOT_FREE_WORDING =
  /\b(tickets?|admission fee|fees?|purchase|registration|register|reservations? (are |is )?required|rsvp required)\b/i;
