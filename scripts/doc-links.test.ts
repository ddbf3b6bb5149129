import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { issueReferences, issueReferencesIn } from './issue-references.ts';

/**
 * Comments and docs cite the product by links into this repository (`docs/product.md#undo`).
 * This test keeps every such link pointing at a file and a heading that exist, and keeps out
 * citations of documents a reader of the repository cannot open: outside documents, and entries
 * of an issue tracker (scripts/issue-references.ts).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scanned = ['src', 'e2e', 'bench', 'scripts', 'docs', 'test', 'eslint-rules', 'README.md'];
const textFile = /\.(ts|tsx|js|mjs|cjs|md|css|html)$/;
const skippedDirs = new Set(['node_modules', 'results', 'screenshots', 'fixtures']);
// This file's own examples below are broken on purpose.
const self = relative(root, fileURLToPath(import.meta.url));

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return textFile.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skippedDirs.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return textFile.test(entry.name) ? [join(path, entry.name)] : [];
  });
}

/** GitHub's heading slug: lowercase, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown file offers: heading slugs (numbered when repeated) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (m[1]) anchors.add(m[1]);
  }
  return anchors;
}

interface Reference {
  from: string;
  line: number;
  target: string;
  file: string;
  anchor: string | undefined;
}

/**
 * Links a file makes: repository paths such as `docs/admin.md#csv-import` in any text file, and
 * relative markdown links (`[x](admin.md#jobs)`, `[x](#undo)`) in markdown.
 */
export function referencesIn(from: string, text: string): Reference[] {
  const refs: Reference[] = [];
  text.split('\n').forEach((content, i) => {
    const add = (target: string, base: string) => {
      const [path = '', anchor] = target.split('#', 2);
      const file = path === '' ? from : relative(root, resolve(root, base, path));
      refs.push({ from, line: i + 1, target, file, anchor: anchor || undefined });
    };
    const pathRef = /(?<![\w./-])(docs\/[\w./-]+\.md(?:#[\w-]+)?)/g;
    for (const m of content.matchAll(pathRef)) if (m[1]) add(m[1], '');
    if (!from.endsWith('.md')) return;
    for (const m of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] ?? '';
      if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue;
      if (!target.startsWith('#') && !/\.md(#|$)/.test(target)) continue;
      if (/^(?:\.\.?\/)*docs\//.test(target) && !from.startsWith('docs/')) continue;
      add(target, dirname(from));
    }
  });
  return refs;
}

/** Problems with the references in `files`, one readable line each. */
export function brokenReferences(files: string[], read: (path: string) => string | null): string[] {
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsFor = (file: string) => {
    if (!anchorCache.has(file)) {
      const text = read(file);
      anchorCache.set(file, text === null ? null : anchorsOf(text));
    }
    return anchorCache.get(file) ?? null;
  };
  const problems: string[] = [];
  for (const from of files) {
    const text = read(from) ?? '';
    for (const ref of referencesIn(from, text)) {
      const anchors = anchorsFor(ref.file);
      const where = `${ref.from}:${ref.line} ${ref.target}`;
      if (anchors === null) problems.push(`${where}: no file ${ref.file}`);
      else if (ref.anchor !== undefined && !anchors.has(ref.anchor))
        problems.push(`${where}: no heading #${ref.anchor} in ${ref.file}`);
    }
  }
  return problems;
}

// Uppercase names of documents outside the repository, as comments used to cite them.
const outsideCitation = /\b(?:SPEC|DESIGN)\b/;

const readRepoFile = (path: string) => {
  const full = join(root, path);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
};

describe('links into the docs', () => {
  const files = scanned.flatMap(filesUnder).filter((file) => file !== self);

  it('scans the sources and the docs', () => {
    expect(files).toContain('docs/product.md');
    expect(files.some((f) => f.startsWith('src/server/'))).toBe(true);
  });

  it('name files and headings that exist', () => {
    expect(brokenReferences(files, readRepoFile)).toEqual([]);
  });

  it('replace citations of documents outside the repository', () => {
    const citations = files.flatMap((file) =>
      (readRepoFile(file) ?? '')
        .split('\n')
        .flatMap((text, i) =>
          outsideCitation.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : [],
        ),
    );
    expect(citations).toEqual([]);
  });

  it('say what an issue or ticket asked instead of citing it', () => {
    const cited = files.flatMap((file) => issueReferencesIn(file, readRepoFile(file) ?? ''));
    expect(cited).toEqual([]);
  });
});

describe('the link checker', () => {
  const docs: Record<string, string> = {
    'docs/guide.md': '# Guide\n\n## Undo & redo\n\n### `/e/{id}`\n\n## Undo & redo\n',
    'src/a.ts': '// see docs/guide.md#undo--redo and docs/guide.md#eid',
    'docs/other.md': '[up](guide.md#undo--redo-1) [self](#other) [gone](#nowhere)\n\n# Other\n',
  };
  const read = (path: string) => docs[path] ?? null;

  it('follows GitHub slugs, repeated headings and relative links', () => {
    expect(brokenReferences(['src/a.ts'], read)).toEqual([]);
    expect(brokenReferences(['docs/other.md'], read)).toEqual([
      'docs/other.md:1 #nowhere: no heading #nowhere in docs/other.md',
    ]);
  });

  it('reports a missing file and a missing heading', () => {
    const broken = { 'src/b.ts': '// docs/missing.md#x, docs/guide.md#redo' };
    expect(brokenReferences(['src/b.ts'], (p) => ({ ...docs, ...broken })[p] ?? null)).toEqual([
      'src/b.ts:1 docs/missing.md#x: no file docs/missing.md',
      'src/b.ts:1 docs/guide.md#redo: no heading #redo in docs/guide.md',
    ]);
  });
});

describe('the issue and ticket matcher', () => {
  it.each([
    ['Issue 24: search took a core for a third of a second.', 'Issue 24'],
    ['As asked in issue #41.', 'issue #41'],
    ['Issues 40–43 set the targets.', 'Issues 40'],
    ['Done for ticket 12.', 'ticket 12'],
    ['Fixed in PR #7.', 'PR #7'],
    ['Still slow, see #41.', 'see #41'],
    ['Deck paging (#41).', '(#41)'],
    ['Tracked as GH-41.', 'GH-41'],
    ['This answers the search issue.', 'the search issue'],
    ['The calendar issue asks for PT0M.', 'The calendar issue'],
    ["`/home` is the issue's budget.", "the issue's"],
    ['The share the issue that asked for the rule reported.', 'the issue that asked'],
  ])('refuses %j', (text, reference) => {
    expect(issueReferences(text)).toEqual([reference]);
  });

  it.each([
    'There was an issue with the parser.',
    'The server issues a token and checks it.',
    'Send the issued link by mail.',
    'Invalid input answers 400 with the zod issues listed.',
    'The same issue shows on Safari; the real issue is the lock.',
    'The issue with the parser is its lookahead.',
    'A lock held by the test is the issue: the timing issue with two servers.',
    'Far more loves than any other test leaves, so this one is #1.',
    'The cheapest ticket counts; "Tickets $15–$30" reads as a range.',
    'One or two tickets per person.',
  ])('lets ordinary words through: %j', (text) => {
    expect(issueReferences(text)).toEqual([]);
  });

  it('reads a reference wrapped over two lines, at the line it starts on', () => {
    const markdown = '# Search\n\nIt failed under load, as\nIssue\n24 said.\n';
    expect(issueReferencesIn('docs/search.md', markdown)).toEqual(['docs/search.md:4: Issue 24']);
  });

  it("reads a script's comments, not its strings or regular expressions", () => {
    const script = [
      "const sample = 'Issue 24 in a test fixture';",
      'const url = /https?:\\/\\/x/; // the search issue',
      'function f() {',
      '  return 1;',
      '  /* ticket',
      '     12, before a closing brace */',
      '}',
    ].join('\n');
    expect(issueReferencesIn('src/a.ts', script)).toEqual([
      'src/a.ts:2: the search issue',
      'src/a.ts:5: ticket 12',
    ]);
  });

  it('reads the comments of stylesheets and pages', () => {
    expect(issueReferencesIn('src/a.css', 'a { color: #123; } /* see #12 */')).toEqual([
      'src/a.css:1: see #12',
    ]);
    expect(issueReferencesIn('src/a.html', '<p>issue 3</p><!-- ticket 4 -->')).toEqual([
      'src/a.html:1: ticket 4',
    ]);
  });
});
