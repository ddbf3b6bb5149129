import { CSV_MAX_ROW_CHARS } from '#shared/schemas/csv-import.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The separator a header row uses: Excel writes ";" where the decimal mark is a comma. */
function delimiterOf(text: string): string {
  // Only the start of the header is looked at, so a single huge line costs no more than a row.
  const head = text.slice(0, CSV_MAX_ROW_CHARS);
  const header = head.slice(0, head.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

export type CsvRecord =
  { record: string[]; row: number } | { broken: 'unclosed-quote' | 'too-long'; row: number };

/**
 * The file's records with their spreadsheet row numbers, one at a time, read as spreadsheets
 * (and csv-parse with `relax_quotes`) do: a quote opens a quoted value only at the start of a
 * value, `""` inside one is a quote, and a stray quote inside an unquoted value
 * (`Joe "the" Show`) is text. Lines end the way the first line does (CRLF, LF or CR).
 *
 * Each record costs at most CSV_MAX_ROW_CHARS characters of reading, so a caller that pauses
 * between records never holds the event loop for long, whatever the file (docs/reliability.md):
 * - a quote that opens a value and never closes would swallow the rest of the file; that row is
 *   reported broken and reading goes on at the next line, so one slip costs one row;
 * - a row longer than CSV_MAX_ROW_CHARS is reported too long, and reading goes on at the line
 *   after the one it started on.
 */
export function* readCsvRecords(file: string): Generator<CsvRecord> {
  const text = file.replace(/^\ufeff/, '');
  const delimiter = delimiterOf(text).charCodeAt(0);
  const n = text.length;
  // The record delimiter, once the first line end outside quotes has shown it.
  let lineEnd = '';
  const lineEndAt = (at: number): number => {
    if (lineEnd) return text.startsWith(lineEnd, at) ? lineEnd.length : 0;
    const c = text.charCodeAt(at);
    if (c !== CR && c !== LF) return 0;
    lineEnd = c === CR ? (text.charCodeAt(at + 1) === LF ? '\r\n' : '\r') : '\n';
    return lineEnd.length;
  };
  /** Where the line after the one holding `at` starts (the end of the text if none). */
  const nextLine = (at: number): number => {
    if (lineEnd) {
      const end = text.indexOf(lineEnd, at);
      return end < 0 ? n : end + lineEnd.length;
    }
    const end = text.slice(at).search(/\r\n|\n|\r/);
    return end < 0 ? n : at + end + lineEndAt(at + end);
  };

  let pos = 0;
  let row = 0;
  while (pos < n) {
    const start = pos;
    const limit = start + CSV_MAX_ROW_CHARS;
    const record: string[] = [];
    // A value is `prefix` (its quoted parts, unescaped) + text from `from` to where it ends.
    let prefix = '';
    let from = pos;
    let quoting = false;
    let quoted = false;
    let ended = false;
    row += 1;
    while (pos < n && pos <= limit) {
      const c = text.charCodeAt(pos);
      if (quoting) {
        if (c !== QUOTE) {
          pos += 1;
        } else if (text.charCodeAt(pos + 1) === QUOTE) {
          prefix += text.slice(from, pos + 1);
          pos += 2;
          from = pos;
        } else {
          quoting = false;
          quoted = true;
          const after = pos + 1;
          if (after >= n || text.charCodeAt(after) === delimiter || lineEndAt(after)) {
            prefix += text.slice(from, pos);
            from = after;
          } else {
            // Text right after a closing quote: the quotes were text after all.
            prefix = `"${prefix}${text.slice(from, pos)}`;
            from = pos;
          }
          pos = after;
        }
      } else if (c === QUOTE && prefix === '' && pos === from && !quoted) {
        quoting = true;
        pos += 1;
        from = pos;
      } else if (c === delimiter) {
        record.push(prefix + text.slice(from, pos));
        prefix = '';
        quoted = false;
        pos += 1;
        from = pos;
      } else {
        const end = lineEndAt(pos);
        if (end) {
          record.push(prefix + text.slice(from, pos));
          pos += end;
          ended = true;
          break;
        }
        pos += 1;
      }
    }
    if (ended) {
      yield { record, row };
    } else if (pos > limit) {
      yield { broken: 'too-long', row };
      pos = nextLine(start);
    } else if (quoting) {
      yield { broken: 'unclosed-quote', row };
      pos = nextLine(start);
    } else {
      // The last line, without a line end after it.
      record.push(prefix + text.slice(from, pos));
      yield { record, row };
    }
  }
}
