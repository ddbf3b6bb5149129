import { escapeHtml } from '#server/lib/escape-html.ts';

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as Unicode
 * escapes, so `</script>` or `<!--` in event text cannot end the element. JSON.parse reads the
 * escapes back to the same text.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Markup already escaped or written by us; `html` inserts it as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template whose every interpolated value is escaped unless it is already `SafeHtml`. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + render(values[i - 1]!) + s));
}
