import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { z } from 'zod';
import { businessReviewItemSchema } from '#shared/schemas/business.ts';
import { adminKeys } from './admin-keys.ts';

/** Paid business events awaiting review, oldest payment first. */
export function useBusinessReview() {
  return useQuery({
    queryKey: adminKeys.businessReview(),
    queryFn: () => getJson(apiPaths.admin.businessEvents, z.array(businessReviewItemSchema)),
  });
}
