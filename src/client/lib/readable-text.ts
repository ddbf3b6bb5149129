/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const WHITE = '#ffffff';
const INK = '#07061a';
const AA_NORMAL_TEXT = 4.5;

/** White where it reaches WCAG AA on `background`, else near-black ink (bright category colours). */
export function readableTextOn(background: string): string {
  return 1.05 / (luminance(background) + 0.05) >= AA_NORMAL_TEXT ? WHITE : INK;
}
