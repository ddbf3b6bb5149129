/**
 * OWASP CSV injection: a spreadsheet runs a cell that starts with = + - @ as a formula, and
 * some (LibreOffice, Google Sheets) do so after leading spaces too; a tab or CR first is
 * treated the same way. Prices like "-5" match as well. The test reads the cell in NFKC form,
 * so a fullwidth sign (＝, ＋, －, ＠) that a spreadsheet may fold to its ASCII twin counts too.
 */
const FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;

/** The export's side: a leading quote makes the cell text in every spreadsheet. */
export function neutraliseFormula(cell: string): string {
  return FORMULA.test(cell.normalize('NFKC')) ? `'${cell}` : cell;
}

/**
 * The import's side: a cell the export quoted comes back as it was, so an exported file (or a
 * spreadsheet saved from it) imports the original text rather than piling up quotes.
 */
export function restoreFormulaText(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell.slice(1).normalize('NFKC'))
    ? cell.slice(1)
    : cell;
}
