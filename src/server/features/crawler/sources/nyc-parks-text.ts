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
const NOT_FREE_WORDING =
  /\b(tickets?|admission fee|fees?|purchase|registration|register|reservations? (are |is )?required|rsvp required)\b/i;
/** The same words said not to apply: "no registration is required", "no tickets needed". */
const NEGATED =
  /\b(no|without|not require|does not require|doesn't require)\s+(advance\s+|prior\s+)?(tickets?|fees?|registration|reservations?|rsvp|purchase)(\s+(is|are))?(\s+(required|needed|necessary))?\b|\b(registration|tickets?|reservations?|rsvp)\s+(is|are)\s+not\s+(required|needed|necessary)\b|\bfree of charge\b/gi;

/** Whether the text asks for a ticket, a fee or a sign-up, once what it says is not needed is set aside. */
export function asksForTicketOrSignUp(text: string): boolean {
  return NOT_FREE_WORDING.test(text.replace(NEGATED, ' '));
}
