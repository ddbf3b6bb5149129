import fc from 'fast-check';
import type { ZodType } from 'zod';

/** Known-good values per field or path parameter name (real ids, "me"), mixed into the inputs. */
export type Hints = Readonly<Record<string, readonly (string | number)[]>>;

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** Patterns that only refuse control characters say nothing about what a valid value looks like. */
const isControlGuard = (pattern: RegExp) => pattern.source.startsWith('^[^\\u0000');

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 40;
  let pattern: RegExp | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum ?? min;
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? min;
    if (check.check === 'string_format' && check.pattern && !isControlGuard(check.pattern)) {
      pattern = check.pattern;
    }
  }
  if (typeof def.format === 'string' && def.pattern instanceof RegExp) pattern = def.pattern;
  if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= 2000);
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    const bound = check.value ?? 0;
    if (check.check === 'greater_than') min = check.inclusive ? bound : bound + 1;
    if (check.check === 'less_than') max = check.inclusive ? bound : bound - 1;
  }
  // Small values reach rows that exist; the full range reaches the edges.
  const small = fc.integer({ min: Math.max(min, -10), max: Math.min(max, 1000) });
  const wide = integer
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(small, wide);
}

/** Values shaped like the schema asks (they may still fail its refinements). */
export function fromSchema(schema: ZodType, hints: Hints = {}, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const hinted = (base: fc.Arbitrary<unknown>) => {
    const known = hints[key];
    return known?.length ? fc.oneof(fc.constantFrom(...known), base) : base;
  };
  const inner = (field: string) => fromSchema(def[field] as ZodType, hints, key);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const model = Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, fromSchema(v, hints, k)]),
      );
      return fc.record(model, { requiredKeys: [] });
    }
    case 'string':
      return hinted(stringArbitrary(def));
    case 'number':
      return hinted(numberArbitrary(def));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(undefined), inner('innerType'));
    case 'nullable':
      return fc.oneof(fc.constant(null), inner('innerType'));
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'array':
      return fc.array(inner('element'), { maxLength: 5 });
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map((o) => fromSchema(o, hints, key)));
    default:
      return fc.jsonValue();
  }
}

const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Strings that have broken servers: sizes, encodings, control characters, number spellings. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\u007f\u0085',
    '\r\n\t',
    '\u202eevil\u202c',
    'مرحبا بالعالم',
    '\u{1F600}\u{1F4A9}\u{10FFFF}',
    'e\u0301\u0301\u0301\u0301',
    '\ud800',
    'a\udfffb',
    '\ufeff\ufffe\uffff',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '-1e308',
    '9223372036854775808',
    '-9223372036854775809',
    '2147483648',
    '9007199254740993',
    '0x1f',
    '1.5',
    ' 7 ',
    '١٢٣',
    'null',
    'true',
    '[]',
    '{}',
    "' OR '1'='1",
    '%00',
    '%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}',
    'me',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u001f', '\u202e', '\ud83d', 'a', '%'),
    maxLength: 8,
  }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 2 ** 63, -(2 ** 63), 2 ** 53, 2 ** 31, 0.5, -1, 0),
  fc.double(),
  fc.integer(),
);

/** Any JSON value a client could send, weighted toward the hostile. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  // Deeper nesting goes out as raw text (fuzz-requests.ts): serialising it here would overflow.
  fc.constantFrom(null, true, false, deep(200)),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyString, nastyNumber), { maxKeys: 4 }),
);

/** The schema's own fields with some values swapped for hostile ones, some dropped, extras added. */
export function mutated(schema: ZodType | undefined, hints: Hints): fc.Arbitrary<unknown> {
  const base = schema ? fromSchema(schema, hints) : fc.constant({});
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 });
  const swapped = fc
    .tuple(base, extra, fc.array(fc.tuple(fc.nat(), nastyValue), { maxLength: 3 }))
    .map(([value, more, swaps]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const out: Record<string, unknown> = { ...value };
      const keys = Object.keys(out);
      for (const [at, nasty] of swaps) {
        if (keys.length) out[keys[at % keys.length]!] = nasty;
      }
      return { ...more, ...out };
    });
  return fc.oneof(base, swapped, nastyValue);
}
