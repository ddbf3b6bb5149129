import ts from 'typescript';

/**
 * The server's settings as the code reads them and as README.md#configuration documents them,
 * so that neither can change without the other.
 */

/** A setting the code reads; `fallback` is its default as the table writes it, when a literal. */
export interface ReadSetting {
  name: string;
  fallback: string | undefined;
}

/** One row of the documented table: `PORT` / `HOST` | `3000` / `127.0.0.1` | … */
export interface DocumentedRow {
  line: number;
  names: string[];
  defaults: string[];
}

/**
 * The variables of `const envSchema = z.object({…})`, each with its `.default(…)` when that is a
 * literal. A boolean default belongs to an on/off setting, which the table writes `on` or `off`.
 */
export function schemaSettings(source: string): ReadSetting[] {
  const file = ts.createSourceFile('config.ts', source, ts.ScriptTarget.Latest, true);
  let shape: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'envSchema') {
      const init = node.initializer;
      const arg = init && ts.isCallExpression(init) ? init.arguments[0] : undefined;
      if (arg && ts.isObjectLiteralExpression(arg)) shape = arg;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!shape) throw new Error('no `const envSchema = z.object({…})` in the config code');
  return shape.properties.filter(ts.isPropertyAssignment).map((p) => ({
    name: p.name.getText(),
    fallback: literalDefault(p.initializer),
  }));
}

function literalDefault(schema: ts.Expression): string | undefined {
  if (!ts.isCallExpression(schema) || !ts.isPropertyAccessExpression(schema.expression)) return;
  if (schema.expression.name.text !== 'default') return;
  const value = schema.arguments[0];
  if (value === undefined) return;
  if (ts.isNumericLiteral(value)) return String(Number(value.text.replace(/_/g, '')));
  if (ts.isStringLiteral(value)) return value.text;
  if (value.kind === ts.SyntaxKind.TrueKeyword) return 'on';
  if (value.kind === ts.SyntaxKind.FalseKeyword) return 'off';
  return undefined;
}

/** Names read straight from the environment anywhere else: `process.env.NAME`. */
export function directReads(source: string): string[] {
  const reads = source.matchAll(
    /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
  );
  return [...reads].map((m) => m[1] ?? m[2] ?? '');
}

/** The rows of the `Variable` table under the `## Configuration` heading. */
export function documentedRows(markdown: string): DocumentedRow[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => /^##\s+Configuration\s*$/.test(line));
  if (heading < 0) return [];
  const header = lines.findIndex((line, i) => i > heading && /^\|\s*Variable\s*\|/.test(line));
  if (header < 0) return [];
  const rows: DocumentedRow[] = [];
  // Skips the header and its |---| line, and stops at the first line that is no table row.
  for (let i = header + 2; i < lines.length && lines[i]?.startsWith('|'); i += 1) {
    const [, variables = '', defaults = ''] = (lines[i] ?? '').split(/(?<!\\)\|/);
    rows.push({
      line: i + 1,
      names: [...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''),
      defaults: defaults.split(' / ').map((d) => d.trim()),
    });
  }
  return rows;
}

/** Where code and table disagree, one readable line each. */
export function settingsDrift(read: readonly ReadSetting[], rows: readonly DocumentedRow[]) {
  const problems: string[] = [];
  const documented = new Map<string, number>();
  for (const row of rows) {
    if (row.names.length === 0) problems.push(`README.md:${row.line}: a row without a variable`);
    for (const name of row.names) {
      if (documented.has(name)) problems.push(`README.md:${row.line}: ${name} is documented twice`);
      documented.set(name, row.line);
    }
  }
  const readNames = new Set(read.map((r) => r.name));
  for (const { name } of read)
    if (!documented.has(name)) problems.push(`${name}: read by the server, not in the table`);
  for (const [name, line] of documented)
    if (!readNames.has(name)) problems.push(`README.md:${line}: ${name} is no longer read`);

  const fallbacks = new Map(read.map((r) => [r.name, r.fallback]));
  for (const row of rows) {
    // One default for the whole row (`unset`), or one per variable in the same order.
    if (row.defaults.length !== 1 && row.defaults.length !== row.names.length) {
      problems.push(
        `README.md:${row.line}: ${row.defaults.length} defaults for ${row.names.length} variables`,
      );
      continue;
    }
    row.names.forEach((name, i) => {
      const fallback = fallbacks.get(name);
      const written = row.defaults[row.defaults.length === 1 ? 0 : i];
      if (fallback !== undefined && written !== `\`${fallback}\``)
        problems.push(`README.md:${row.line}: ${name} defaults to \`${fallback}\`, not ${written}`);
    });
  }
  return problems;
}
