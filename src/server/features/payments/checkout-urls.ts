/** Stripe puts the session id where this stands in the success URL; the local provider does too. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Where checkout sends the browser back to: the dashboard, which then asks us the outcome. */
export function checkoutReturnUrls(publicUrl: string, businessEventId: number) {
  return {
    successUrl: `${publicUrl}/business-dashboard?checkout=success&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${publicUrl}/business-dashboard?checkout=cancelled&event=${businessEventId}`,
  };
}
