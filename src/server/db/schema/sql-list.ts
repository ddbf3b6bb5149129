import { sql } from 'drizzle-orm';

/** Our own constant values as an SQL list, for the CHECK constraints that back enumerations. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
