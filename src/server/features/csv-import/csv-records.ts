import { parse } from 'csv-parse/sync';

/** The separator a header row uses: Excel writes ";" where the decimal mark is a comma. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

export type CsvRecord = { record: string[]; row: number } | { broken: string; row: number };

/**
 * The file's records with their spreadsheet row numbers, read as spreadsheets do: a stray quote
 * inside an unquoted cell (`Joe "the" Show`) is text. A quote that opens a cell and never closes
 * would swallow the rest of the file; that row is reported broken and reading goes on at the
 * next line, so one slip costs one row.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const delimiter = delimiterOf(text.replace(/^\ufeff/, ''));
  const out: CsvRecord[] = [];
  let rest = text;
  let rowsBefore = 0;
  while (rest !== '') {
    let lines = 0;
    let records = 0;
    try {
      parse(rest, {
        bom: true,
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        // Records are kept as they are read, so those before a broken row are not lost with it.
        on_record: (record: string[], context) => {
          lines = context.lines;
          records = context.records;
          out.push({ record, row: rowsBefore + records });
          return null;
        },
      });
      return out;
    } catch (err) {
      if ((err as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') throw err;
      // The broken row starts on the line after the last whole record; read on after it.
      const all = rest.split(/\r?\n/);
      rowsBefore += records + 1;
      out.push({ broken: all[lines] ?? '', row: rowsBefore });
      rest = all.slice(lines + 1).join('\n');
    }
  }
  return out;
}
