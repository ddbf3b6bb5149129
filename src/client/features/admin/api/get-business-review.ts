import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { BusinessReviewItem } from '#shared/schemas/business.ts';
import { adminKeys } from './admin-keys.ts';

/** Paid business events awaiting review, oldest payment first. */
export function useBusinessReview() {
  return useQuery({
    queryKey: adminKeys.businessReview(),
    queryFn: () => getJson<BusinessReviewItem[]>('/api/admin/business-events'),
  });
}
