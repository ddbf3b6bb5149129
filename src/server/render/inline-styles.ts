/**
 * A server-drawn screen's `style` attributes as rules of one `<style>` element. The page's CSP
 * allows only nonce-carrying `<style>` elements, so the attributes React writes (a category's
 * colour, the waiting card's offset) would be refused, and the screen would not look as the
 * app's first render will draw it (docs/ARCHITECTURE.md#first-card). Each element gets a
 * numbered `data-s`; `!important` keeps the attribute's precedence over the stylesheet.
 */
export function moveInlineStyles(html: string): { html: string; css: string } {
  const rules: string[] = [];
  const moved = html.replace(/ style="([^"]*)"/g, (_match, escaped: string) => {
    const id = rules.length;
    rules.push(`[data-s="${id}"]{${important(unescapeAttribute(escaped))}}`);
    return ` data-s="${id}"`;
  });
  return { html: moved, css: rules.join('') };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

function unescapeAttribute(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ENTITIES[name]!);
}

/**
 * Each declaration marked important. Declarations split on `;` outside quotes and brackets, as
 * a `url("a;b")` can hold one. A `<` is written as a CSS escape, so no value can close the
 * element, and a declaration holding a brace is dropped, so none can end its rule and start
 * another (inside an attribute it could never have been more than that one element's style).
 */
function important(declarations: string): string {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const c of declarations) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  parts.push(current);
  return parts
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/[{}]/.test(d))
    .map((d) => `${d.replaceAll('<', '\\3c ')} !important`)
    .join(';');
}
