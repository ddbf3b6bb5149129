import { tmpdir } from 'node:os';
import { z } from 'zod';

/** Every error body: `{message, code?, issues?}` (docs/product.md#api). */
const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.unknown()).optional(),
});

/** What must never reach a client: stack frames, SQL and the server's own file paths. */
const leaks: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w.<>$[\]]+ \(|\bat \S+\.(?:[cm]?[jt]s|tsx?):\d+/],
  [
    'SQL text',
    /\b(?:select [^"]* from |insert into |update "?\w+"? set |delete from )|syntax error|relation "|violates \w+ constraint|failed query/i,
  ],
  [
    'a source path',
    /(?:^|[\s"'(/\\])(?:src|node_modules|dist)[/\\][\w./\\-]+\.(?:[cm]?[jt]s|tsx?)\b/,
  ],
  ['a server path', new RegExp(`${escape(process.cwd())}|${escape(tmpdir())}`)],
];

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface AnswerRules {
  /** 5xx statuses the route documents (a third party it relies on is unavailable). */
  documented5xx?: readonly number[];
  /** The route answers a person with a page, errors included, rather than JSON. */
  htmlPage?: boolean;
}

/** Everything wrong with one answer, as sentences; empty when it is fine. */
export function answerProblems(res: Answer, rules: AnswerRules = {}): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500 && !rules.documented5xx?.includes(status)) {
    problems.push(`answered ${status}: ${res.body.slice(0, 300)}`);
  }
  const isError = status >= 400;
  if (isError && !rules.htmlPage) {
    if (!type.startsWith('application/json')) {
      problems.push(`error ${status} is ${type || 'untyped'}, not JSON`);
    } else {
      const parsed = errorBodySchema.safeParse(parseJson(res.body));
      if (!parsed.success) problems.push(`error ${status} body is ${res.body.slice(0, 200)}`);
    }
  } else if (type.startsWith('application/json') && res.body && parseJson(res.body) === undefined) {
    problems.push(`answer ${status} claims JSON but does not parse`);
  }
  for (const [what, pattern] of leaks) {
    const match = pattern.exec(res.body);
    if (match) problems.push(`answer ${status} contains ${what}: …${match[0]}…`);
  }
  return problems;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
