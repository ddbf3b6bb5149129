import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { scriptJson } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that carry meaning in markup', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more',
    );
  });

  it('escapes an existing entity again, so it shows as typed', () => {
    expect(escapeHtml('&amp; &#60;')).toBe('&amp;amp; &amp;#60;');
  });

  it('leaves other text, accents and emoji as they are', () => {
    expect(escapeHtml('Café Wha? — Jazz 🎷 at 8')).toBe('Café Wha? — Jazz 🎷 at 8');
  });
});

describe('scriptJson', () => {
  const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->\u2028' };

  it('never contains a character that can end or open markup', () => {
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });
});
