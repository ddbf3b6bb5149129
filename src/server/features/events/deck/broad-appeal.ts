import { PRICE_BANDS } from '#shared/deck-preferences.ts';
import type { EventTraits } from './taste-model.ts';

/**
 * What makes a card easy to say yes to for almost anyone, weighed while the deck knows little
 * about the person (docs/deck-ranking.md#cold-start). The deck is for something to do soon, and
 * a lower price never puts anyone off an event they would otherwise go to, so a person nobody
 * knows yet sees the soon and the cheap first. Both fade as their own swipes add up, and their
 * own price and lead-time weights take over.
 */

/** The appeal counts fully for a new person and half at this many swipes. */
const NEWCOMER_SWIPES = 4;

/** Log-odds by price band: free leads, a known high price trails; an unknown price is neutral. */
const PRICE_APPEAL: Record<number, number> = {
  [PRICE_BANDS.unknown]: 0,
  [PRICE_BANDS.free]: 0.5,
  [PRICE_BANDS.under25]: 0.25,
  [PRICE_BANDS.under50]: 0,
  [PRICE_BANDS.from50]: -0.25,
};
/** Per ln(1 + days ahead), on top of the deck's own preference for sooner cards. */
const SOON_APPEAL = 0.4;

/** How much the appeal counts after `swipes` swipes (undecayed: every swipe the model read). */
const newcomerShare = (swipes: number) => NEWCOMER_SWIPES / (NEWCOMER_SWIPES + swipes);

/**
 * The broad appeal of a card for a person with `swipes` swipes. The price part is left out when
 * the profile sets a price range: the person has said what they pay.
 */
export function broadAppeal(
  e: Pick<EventTraits, 'band' | 'leadDays'>,
  swipes: number,
  ownPriceRange: boolean,
): number {
  const price = ownPriceRange ? 0 : (PRICE_APPEAL[e.band] ?? 0);
  return newcomerShare(swipes) * (price - SOON_APPEAL * Math.log1p(e.leadDays));
}
