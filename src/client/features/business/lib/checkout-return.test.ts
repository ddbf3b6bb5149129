import { describe, expect, it } from 'vitest';
import { checkoutPollInterval, readCheckoutReturn } from './checkout-return.ts';

const read = (query: string) => readCheckoutReturn(new URLSearchParams(query));

describe('readCheckoutReturn', () => {
  it('reads the provider’s return to the dashboard', () => {
    expect(read('checkout=success&session_id=cs_test_a1B2c3D4')).toEqual({
      kind: 'success',
      sessionId: 'cs_test_a1B2c3D4',
    });
    expect(read('checkout=cancelled&event=12')).toEqual({ kind: 'cancelled', businessEventId: 12 });
  });

  it('ignores what is not a return, or a session id the server would refuse', () => {
    expect(read('')).toBeNull();
    expect(read('checkout=paid')).toBeNull();
    expect(read('checkout=success')).toBeNull();
    expect(read('checkout=success&session_id=../../x')).toBeNull();
    expect(read('checkout=success&session_id=short')).toBeNull();
  });

  it('still reports a cancel whose event it cannot name', () => {
    expect(read('checkout=cancelled')).toEqual({ kind: 'cancelled', businessEventId: null });
    expect(read('checkout=cancelled&event=-3')).toEqual({
      kind: 'cancelled',
      businessEventId: null,
    });
    expect(read('checkout=cancelled&event=1.5')).toEqual({
      kind: 'cancelled',
      businessEventId: null,
    });
  });
});

describe('checkoutPollInterval', () => {
  it('asks every 2 s for the first half minute while the checkout is open', () => {
    expect(checkoutPollInterval(undefined, 0)).toBe(2_000);
    expect(checkoutPollInterval('open', 29_999)).toBe(2_000);
  });

  it('then every 15 s for ten minutes, then stops', () => {
    expect(checkoutPollInterval('open', 30_000)).toBe(15_000);
    expect(checkoutPollInterval('open', 599_999)).toBe(15_000);
    expect(checkoutPollInterval('open', 600_000)).toBe(false);
  });

  it('stops once the answer is final', () => {
    expect(checkoutPollInterval('complete', 0)).toBe(false);
    expect(checkoutPollInterval('expired', 0)).toBe(false);
  });
});
