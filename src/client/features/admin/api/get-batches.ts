import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { batchSchema, type Batch } from '#shared/schemas/csv-import.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

/** Newest first, whatever order the server keeps. */
function newestFirst(batches: Batch[]): Batch[] {
  return batches.toSorted(
    (a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.batchStartId - a.batchStartId,
  );
}

/** Every upload batch. */
export function useBatches() {
  return useQuery({
    queryKey: adminKeys.batches(),
    queryFn: () => getJson(apiPaths.events.batches, z.array(batchSchema)),
    select: newestFirst,
  });
}
