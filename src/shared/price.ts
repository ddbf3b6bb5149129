export interface PriceRange {
  minCents: number;
  maxCents: number;
}

// One amount: "Free", "$25", "25", "$12.50", "$1,200".
const AMOUNT = String.raw`(free|\$?\s*\d[\d,]*(?:\.\d{1,2})?)`;
// A single amount or a range joined by a hyphen, an en/em dash or "to": "$15-30", "$15 - $30".
const PRICE = new RegExp(String.raw`^${AMOUNT}(?:\s*(?:-|–|—|to)\s*${AMOUNT})?$`, 'i');

const MAX_CENTS = 2_147_483_647;

function toCents(amount: string): number {
  if (amount.toLowerCase() === 'free') return 0;
  return Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);
}

/**
 * Reads the price text shown on a card into cents so events can be filtered and sorted by price.
 * Text that names no definite amount ("Donation", "Pay what you wish", "TBA") gives null: the
 * card still shows the text, but the event is left out of price filters rather than guessed.
 */
export function parsePrice(text: string): PriceRange | null {
  const m = PRICE.exec(text.trim());
  if (!m) return null;
  const min = toCents(m[1]!);
  const max = m[2] === undefined ? min : toCents(m[2]);
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return null;
  // The cents columns are PostgreSQL integers; an amount beyond them is no real ticket price.
  if (max > MAX_CENTS) return null;
  return { minCents: min, maxCents: max };
}
