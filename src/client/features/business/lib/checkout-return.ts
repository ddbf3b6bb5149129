import { checkoutSessionParamsSchema, type CheckoutStatus } from '#shared/schemas/business.ts';

/**
 * Where the payment page sent the browser back to the dashboard. Only a hint of what to check:
 * whether the event is paid is read from the server, never from this address.
 */
export type CheckoutReturn =
  { kind: 'success'; sessionId: string } | { kind: 'cancelled'; businessEventId: number | null };

export const RETURN_PARAMS = ['checkout', 'session_id', 'event'] as const;

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const checkout = params.get('checkout');
  if (checkout === 'success') {
    const parsed = checkoutSessionParamsSchema.safeParse({ sessionId: params.get('session_id') });
    return parsed.success ? { kind: 'success', sessionId: parsed.data.sessionId } : null;
  }
  if (checkout === 'cancelled') {
    const id = Number(params.get('event'));
    return { kind: 'cancelled', businessEventId: Number.isSafeInteger(id) && id > 0 ? id : null };
  }
  return null;
}

/** The provider's webhook usually lands within seconds: ask often for about half a minute… */
export const CONFIRM_WINDOW_MS = 30_000;
const CONFIRM_POLL_MS = 2_000;
/** …then now and then, so the dashboard still updates when a late confirmation comes. */
const LATE_POLL_MS = 15_000;
const LATE_WINDOW_MS = 10 * 60_000;

/** How soon to ask again about a checkout; false once the answer is final or we gave up. */
export function checkoutPollInterval(
  status: CheckoutStatus['status'] | undefined,
  elapsedMs: number,
): number | false {
  if (status !== undefined && status !== 'open') return false;
  if (elapsedMs < CONFIRM_WINDOW_MS) return CONFIRM_POLL_MS;
  if (elapsedMs < LATE_WINDOW_MS) return LATE_POLL_MS;
  return false;
}
