import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormulaText } from '#server/features/csv-import/csv-formula.ts';

// Fullwidth equals, plus, minus and at: NFKC folds each to the ASCII sign a spreadsheet runs.
const FULLWIDTH_STARTS = ['\uff1d', '\uff0b', '\uff0d', '\uff20', ' \uff1d'];

describe('CSV formula neutralising', () => {
  it.each(FULLWIDTH_STARTS)('quotes a cell starting with fullwidth %j', (start) => {
    const cell = `${start}HYPERLINK("https://evil.example","x")`;
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(FULLWIDTH_STARTS)('restores an exported fullwidth %j cell as it was', (start) => {
    const cell = `${start}SUM(1,2)`;
    expect(restoreFormulaText(neutraliseFormula(cell))).toBe(cell);
  });

  it('leaves fullwidth text that is no formula alone', () => {
    expect(neutraliseFormula('Ｊａｚｚ night ＝ joy')).toBe('Ｊａｚｚ night ＝ joy');
  });
});
