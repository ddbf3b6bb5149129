import type pg from 'pg';

/** A statement a service sent, as Drizzle's logger saw it. */
export interface Captured {
  query: string;
  params: unknown[];
  /** SET LOCAL (or set_config) statements its transaction ran before it. */
  settings?: string[];
}

const CONTROL = /^\s*(begin|commit|rollback)\b/i;
const SET_LOCAL = /^\s*(set\s+local\b|select\s+set_config\()/i;

/**
 * The statements worth EXPLAINing, one by one: transaction control dropped, and each SET LOCAL
 * or set_config carried to the statements after it in its transaction, so their plans are the
 * ones that ran.
 */
export function explainable(captured: Captured[]): Captured[] {
  const out: Captured[] = [];
  let settings: string[] = [];
  for (const s of captured) {
    if (CONTROL.test(s.query)) settings = [];
    else if (SET_LOCAL.test(s.query)) settings = [...settings, s.query];
    else out.push(settings.length ? { ...s, settings } : s);
  }
  return out;
}

/** EXPLAIN `options` of one statement, in a transaction under its settings, rolled back. */
export async function explainRows<R extends object>(
  pool: pg.Pool,
  options: string,
  s: Captured,
): Promise<R[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const setting of s.settings ?? []) await client.query(setting);
    const { rows } = await client.query<R>(`EXPLAIN ${options} ${s.query}`, s.params);
    return rows;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
