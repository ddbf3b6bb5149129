/**
 * The search text with `words` in double quotes: the search takes quoted words as words, so a
 * chip's × turns what was understood as a filter back into text searched
 * (docs/search.md#what-the-search-understands). Only the first place they are typed is quoted.
 */
export function takeLiterally(q: string, words: string): string {
  const at = q.indexOf(words);
  if (at < 0 || words.trim() === '') return q;
  const plain = words.replaceAll('"', '');
  return `${q.slice(0, at)}"${plain}"${q.slice(at + words.length)}`;
}
