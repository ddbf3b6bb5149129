import type { Page } from '@playwright/test';

/**
 * What a phone screen cuts off: a page wider than the screen, a placeholder or a select's
 * chosen option wider than its box, and any element that hides text overflowing its width
 * (an ellipsis or `overflow: hidden`). Text the layout shortens on purpose — an event's own title
 * or venue, which can be any length — sits inside `[data-truncates]` and carries its whole text
 * in a `title` or an accessible name (docs/product.md#phones).
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const context = document.createElement('canvas').getContext('2d')!;
    const widthOf = (text: string, style: CSSStyleDeclaration) => {
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(text).width;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Text for screen readers only is clipped to nothing on purpose.
      const forScreenReaders =
        style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !forScreenReaders;
    };
    const name = (el: Element, text: string) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text.trim().slice(0, 60)}"`;

    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > window.innerWidth + 1) {
      found.push(`the page is ${pageWidth}px wide on a ${window.innerWidth}px screen`);
    }
    for (const field of document.querySelectorAll('input, select, textarea')) {
      if (!shown(field) || field.closest('[data-truncates]')) continue;
      const style = getComputedStyle(field);
      let text = '';
      if (field instanceof HTMLSelectElement) text = field.selectedOptions[0]?.text ?? '';
      else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (!field.value && field.type !== 'checkbox' && field.type !== 'radio') {
          text = field.placeholder;
        }
      }
      if (!text) continue;
      // A select draws its arrow inside the right padding; an input's padding is empty.
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (widthOf(text, style) > room + 1) found.push(`${name(field, text)} is cut off`);
    }
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[data-truncates]') || !shown(el)) continue;
      const style = getComputedStyle(el);
      const hides =
        style.textOverflow === 'ellipsis' ||
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip';
      if (!hides || el.scrollWidth <= el.clientWidth + 1) continue;
      // Only text cut here counts; a clipped picture or a rounded frame is the design.
      const ownText = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const textChild = [...el.children].some(
        (c) => c.textContent?.trim() && getComputedStyle(c).display.startsWith('inline'),
      );
      if (ownText || textChild) found.push(`${name(el, el.textContent ?? '')} is cut off`);
    }
    return found;
  });
}
