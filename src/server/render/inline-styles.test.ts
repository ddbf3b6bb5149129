import { describe, expect, it } from 'vitest';
import { moveInlineStyles } from './inline-styles.ts';

describe('moveInlineStyles', () => {
  it('numbers each styled element and keeps its declarations, each important', () => {
    const { html, css } = moveInlineStyles(
      '<p style="color:#fff;--drag:0">a</p><span class="x" style="transform:translateY(calc(4% + 16px))">b</span>',
    );
    expect(html).toBe('<p data-s="0">a</p><span class="x" data-s="1">b</span>');
    expect(css).toBe(
      '[data-s="0"]{color:#fff !important;--drag:0 !important}' +
        '[data-s="1"]{transform:translateY(calc(4% + 16px)) !important}',
    );
  });

  it('reads the attribute as HTML and splits only between declarations', () => {
    const { css } = moveInlineStyles(
      `<div style="background-image:url(&quot;/a;b.svg&quot;);font-family:&#x27;X&#x27;"></div>`,
    );
    expect(css).toBe(
      `[data-s="0"]{background-image:url("/a;b.svg") !important;font-family:'X' !important}`,
    );
  });

  it('never lets a value close the style element', () => {
    const { css } = moveInlineStyles(
      '<i style="content:&quot;&lt;/style&gt;&lt;script&gt;&quot;"></i>',
    );
    expect(css).not.toContain('<');
    expect(css).toBe('[data-s="0"]{content:"\\3c /style>\\3c script>" !important}');
  });

  it('never lets a value end its rule and start another', () => {
    const { css } = moveInlineStyles(
      '<i style="color:red;background:url(x)}body{display:none"></i>',
    );
    expect(css).toBe('[data-s="0"]{color:red !important}');
  });

  it('leaves text alone: React writes a quote in text as an entity', () => {
    expect(moveInlineStyles('<p class="a">a style=&quot;x&quot;</p>')).toEqual({
      html: '<p class="a">a style=&quot;x&quot;</p>',
      css: '',
    });
  });
});
