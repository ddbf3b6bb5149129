import { escapeHtml } from '#server/lib/escape-html.ts';

/** The page Google's consent popup lands on: one sentence, no script (the CSP allows none). */
export function connectPopupPage(message: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>SwipeNYC — Google Calendar</title><body><p>${escapeHtml(message)}</p></body></html>`;
}
