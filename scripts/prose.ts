import ts from 'typescript';

/** A run of prose lines: one comment, or a whole markdown file. `first` is 1-based. */
export interface ProseBlock {
  first: number;
  lines: string[];
}

const scriptFile = /\.(ts|tsx|js|mjs|cjs)$/;

/**
 * The prose a file holds for a reader: every line of markdown, the comments of a script,
 * stylesheet or page. A string literal is data, not prose (a test's sample text or an API's field
 * named `issues`), so it is left out.
 */
export function proseOf(path: string, text: string): ProseBlock[] {
  if (path.endsWith('.md')) return [{ first: 1, lines: text.split('\n') }];
  if (scriptFile.test(path)) return scriptComments(path, text);
  const comment = path.endsWith('.html') ? /<!--([\s\S]*?)-->/g : /\/\*([\s\S]*?)\*\//g;
  return [...text.matchAll(comment)].map((m) => block(text, m.index, m[1] ?? ''));
}

/** Comments found by TypeScript's own parser, so `//` in a string or a regex is no comment. */
function scriptComments(path: string, text: string): ProseBlock[] {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(path)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, ts.CommentRange>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, range);
  };
  // Every token, not only every node: a comment before a closing brace belongs to the brace.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => block(text, range.pos, text.slice(range.pos, range.end)));
}

function block(text: string, offset: number, comment: string): ProseBlock {
  const first = text.slice(0, offset).split('\n').length;
  const lines = comment
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\/\*+|\*+(?!\/))?/, '').replace(/\*+\/\s*$/, ''));
  return { first, lines };
}
