import { z } from 'zod';

export const nycTimeSchema = z.object({
  nycTime: z.string(),
  timezone: z.string(),
  timestamp: z.string(),
});
export type NycTime = z.infer<typeof nycTimeSchema>;
