import { CreditCard } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { BusinessEvent } from '#shared/schemas/business.ts';
import { useStartCheckout } from '../api/start-checkout.ts';

export const PAYMENT_FAILED = 'Failed to initiate payment';

/** "Pay $5" on an unpaid event, leading to the payment provider's page. */
export function PayButton({ event }: { event: Pick<BusinessEvent, 'id' | 'title'> }) {
  const checkout = useStartCheckout();
  return (
    <Button
      size="sm"
      aria-label={`Pay $5 for ${event.title}`}
      // Busy until the browser has left for the payment page.
      pending={checkout.isPending || checkout.isSuccess}
      onClick={() =>
        checkout.mutate(event.id, {
          onError: (err) =>
            toast({
              title: 'Payment Error',
              description: errorDetail(err, PAYMENT_FAILED),
              variant: 'error',
            }),
        })
      }
    >
      {!(checkout.isPending || checkout.isSuccess) && <CreditCard aria-hidden className="size-4" />}
      Pay $5
    </Button>
  );
}
