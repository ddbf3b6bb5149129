import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '#server/auth/guards.ts';
import { fromSchema, mutated, nastyString, type Hints } from '#test/security/fuzz-inputs.ts';

/** Which part of the request carries the generated input; the others stay well formed. */
export type FuzzPart = 'params' | 'query' | 'body';

type Body = { json: unknown } | { raw: string; contentType: string } | undefined;

export interface FuzzCase {
  path: string;
  query: string;
  body: Body;
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

export const hasBody = (route: ApiRoute) => !['GET', 'HEAD'].includes(route.method);

/** The parts worth fuzzing on a route: a path without parameters has none to vary. */
export const fuzzParts = (route: ApiRoute): FuzzPart[] => [
  ...(paramNames(route.url).length ? (['params'] as const) : []),
  // Before the query, so a route's own rate limit spends its budget on bodies first.
  ...(hasBody(route) ? (['body'] as const) : []),
  'query',
];

/** Percent-encodes any text, lone surrogates included (as the bytes a careless client sends). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const asText = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Encodings a URL parser must survive, sent exactly as written. */
const rawSegment = fc.constantFrom('%', '%zz', '%c0%af', '..', '%2e%2e', 'a%2Fb', '%00', '%ff');

function paramsArbitrary(route: ApiRoute, hints: Hints, fuzz: boolean) {
  const shape = (route.schemas.params?._zod.def as { shape?: object } | undefined)?.shape ?? {};
  const names = paramNames(route.url);
  const segment = (name: string) => {
    const schema = (shape as Record<string, Parameters<typeof fromSchema>[0]>)[name];
    const valid = (schema ? fromSchema(schema, hints, name) : fc.string({ minLength: 1 }))
      .map((v) => encode(asText(v) ?? 'x'))
      .filter((s) => s.length > 0);
    return fuzz ? fc.oneof(valid, nastyString.map(encode), rawSegment) : valid;
  };
  return fc.tuple(...names.map(segment)).map((values) => {
    let path = route.url;
    names.forEach((name, i) => {
      path = path.replace(`:${name}`, values[i]!);
    });
    return path;
  });
}

const rawQuery = fc.constantFrom(
  '%zz',
  'a=%',
  '&&=&',
  'a[b]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2',
  '=',
);

function queryArbitrary(route: ApiRoute, hints: Hints, fuzz: boolean) {
  const schema = route.schemas.querystring;
  const fields = fuzz
    ? mutated(schema, hints)
    : schema
      ? fromSchema(schema, hints)
      : fc.constant({});
  const encoded = fields.map((value) => {
    if (typeof value !== 'object' || value === null) return `q=${encode(asText(value) ?? '')}`;
    const pairs: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      for (const item of Array.isArray(v) ? v : [v]) {
        const text = asText(item);
        if (text !== undefined) pairs.push(`${encode(key)}=${encode(text)}`);
      }
    }
    return pairs.join('&');
  });
  return fuzz ? fc.oneof(encoded, rawQuery) : encoded;
}

const deepText = (open: string, inner: string, close: string) =>
  `${open.repeat(5000)}${inner}${close.repeat(5000)}`;
const deepObject = deepText('{"a":', '1', '}');

const malformedJson = fc.constantFrom(
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '',
  'null',
  '"text"',
  '1e999',
  '[1,2',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deepText('[', '', ']'),
  deepObject,
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'text/csv',
);

const BOUNDARY = 'fuzzboundary';
const csvText = fc
  .array(fc.array(nastyString, { minLength: 1, maxLength: 4 }), { maxLength: 4 })
  .map((rows) => ['title,date,venue,time', ...rows.map((r) => r.join(','))].join('\n'));

/** A form upload like the CSV and image pickers send, with hostile names and contents. */
const multipart = fc
  .record({
    field: fc.oneof(fc.constantFrom('csv', 'image', 'file'), nastyString),
    filename: fc.oneof(fc.constantFrom('events.csv', 'photo.png', '../../x.csv'), nastyString),
    type: fc.constantFrom('text/csv', 'image/png', 'application/octet-stream', ''),
    content: fc.oneof(csvText, nastyString),
  })
  .map(({ field, filename, type, content }) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    raw: [
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
      ...(type ? [`Content-Type: ${type}`] : []),
      '',
      content,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n'),
  }));

function bodyArbitrary(route: ApiRoute, hints: Hints, fuzz: boolean): fc.Arbitrary<Body> {
  const schema = route.schemas.body;
  if (!fuzz)
    return schema ? fromSchema(schema, hints).map((json) => ({ json })) : fc.constant(undefined);
  return fc.oneof(
    mutated(schema, hints).map((json) => ({ json })),
    fc.record({ raw: malformedJson, contentType: contentTypes }),
    fc.record({
      raw: (schema ? fromSchema(schema, hints) : fc.jsonValue()).map(
        (v) => JSON.stringify(v) ?? '',
      ),
      contentType: contentTypes,
    }),
    multipart,
    // One of the schema's own fields nested 5,000 deep.
    fc.constantFrom(...fieldNames(schema)).map((field) => ({
      raw: `{${JSON.stringify(field)}:${deepObject}}`,
      contentType: 'application/json',
    })),
  );
}

function fieldNames(schema: ApiRoute['schemas']['body']): string[] {
  const shape = (schema?._zod.def as { shape?: object } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['a'];
}

/** Requests for `route` whose `part` is generated and whose other parts look valid. */
export function fuzzCases(route: ApiRoute, part: FuzzPart, hints: Hints): fc.Arbitrary<FuzzCase> {
  return fc.record({
    path: paramsArbitrary(route, hints, part === 'params'),
    query: queryArbitrary(route, hints, part === 'query'),
    body: hasBody(route) ? bodyArbitrary(route, hints, part === 'body') : fc.constant(undefined),
  });
}

export function injectOptions(route: ApiRoute, c: FuzzCase): InjectOptions {
  const url = c.query ? `${c.path}?${c.query}` : c.path;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
  if (c.body === undefined) return options;
  if ('json' in c.body) {
    if (c.body.json === undefined) return options;
    return {
      ...options,
      payload: JSON.stringify(c.body.json),
      headers: { 'content-type': 'application/json' },
    };
  }
  return { ...options, payload: c.body.raw, headers: { 'content-type': c.body.contentType } };
}

/** A short description of a case for a failure message. */
export function describeCase(c: FuzzCase): string {
  const body =
    c.body === undefined
      ? ''
      : 'json' in c.body
        ? JSON.stringify(c.body.json)
        : `${c.body.contentType} ${JSON.stringify(c.body.raw)}`;
  return `${c.path}?${c.query} ${(body ?? '').slice(0, 300)}`;
}
