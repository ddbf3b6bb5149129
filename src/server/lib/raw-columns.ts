import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `<alias>.<column> AS "<prefix><column>"` for each column, so a hand-written statement can
 * return a table's row next to other values; `replace` gives some columns another expression.
 */
export function selectColumns(
  columns: Record<string, Column>,
  alias: string,
  prefix: string,
  replace: Record<string, SQL> = {},
): SQL {
  return sql.join(
    Object.entries(columns).map(
      ([key, column]) =>
        sql`${replace[key] ?? sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`} AS ${sql.identifier(`${prefix}${column.name}`)}`,
    ),
    sql`, `,
  );
}

/** The columns `selectColumns` returned, mapped from driver values as Drizzle's own selects do. */
export function mapColumns<T>(
  columns: Record<string, Column>,
  raw: Record<string, unknown>,
  prefix: string,
): T {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[`${prefix}${column.name}`];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}
