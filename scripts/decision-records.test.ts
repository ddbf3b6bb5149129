import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCalendarDay, recordProblems, type DecisionRecord } from './decision-records.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'docs/decisions');

// The latest calendar day anywhere (UTC+14): a record written today is never "in the future"
// on a machine whose clock is set to another zone.
const today = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

describe('the decision records (docs/decisions)', () => {
  const records: DecisionRecord[] = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'TEMPLATE.md')
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));

  it('are all read', () => {
    expect(records.length).toBeGreaterThanOrEqual(21);
    expect(existsSync(path.join(dir, 'TEMPLATE.md'))).toBe(true);
  });

  it('carry a title of their own number, a date and a status', () => {
    expect(recordProblems(records, today, (p) => existsSync(path.join(root, p)))).toEqual([]);
  });
});

describe('the record checker', () => {
  const header = (title: string, date: string, status: string) =>
    `${title}\n\nDate: ${date}\nStatus: ${status}\n\n## Context\n`;
  const good = [
    { name: '001-first.md', text: header('# 001 — First', '2026-11-22', 'superseded by 002') },
    { name: '002-second.md', text: header('# 002: Second', '2026-11-23', 'current') },
  ];
  const check = (records: DecisionRecord[], exists: (p: string) => boolean = () => true) =>
    recordProblems(records, '2026-12-03', exists);
  const withThird = (title: string, date: string, status: string, name = '003-third.md') =>
    check([...good, { name, text: header(title, date, status) }]);

  it('accepts both title styles and every status form', () => {
    expect(check(good)).toEqual([]);
    expect(withThird('# 003: Third', '2026-12-03', 'replaced by `src/a.ts`')).toEqual([]);
  });

  it('refuses a missing, impossible or future date', () => {
    const missing = [...good, { name: '003-third.md', text: '# 003: Third\n\nStatus: current\n' }];
    expect(check(missing)).toContain('003-third.md: line 3 is not "Date: YYYY-MM-DD"');
    expect(withThird('# 003: Third', '2026-02-30', 'current')).toEqual([
      '003-third.md: 2026-02-30 is not a day of the calendar',
    ]);
    expect(withThird('# 003: Third', '2026-12-04', 'current')).toEqual([
      '003-third.md: 2026-12-04 is in the future',
    ]);
    expect(withThird('# 003: Third', '26-11-30', 'current')).toEqual([
      '003-third.md: line 3 is not "Date: YYYY-MM-DD"',
    ]);
  });

  it('refuses a date before an earlier-numbered record', () => {
    expect(withThird('# 003: Third', '2026-11-22', 'current')).toEqual([
      '003-third.md: dated 2026-11-22, before 002',
    ]);
  });

  it('refuses a status outside the allowed forms', () => {
    for (const status of ['Current', 'superseded', 'accepted', 'replaced by ', 'current.']) {
      expect(withThird('# 003: Third', '2026-12-01', status)).toEqual([
        '003-third.md: line 4 is not "Status: current | superseded by NNN | replaced by <what>"',
      ]);
    }
  });

  it('refuses a superseding record that does not exist or came earlier', () => {
    expect(withThird('# 003: Third', '2026-12-01', 'superseded by 009')).toEqual([
      '003-third.md: superseded by 009, which is no record',
    ]);
    expect(withThird('# 003: Third', '2026-12-01', 'superseded by 002')).toEqual([
      '003-third.md: superseded by 002, which is not a later record',
    ]);
  });

  it('refuses a replacement file that does not exist', () => {
    const status = 'replaced by src/gone.ts#x, e.g. a lock';
    const third = { name: '003-t.md', text: header('# 003: T', '2026-12-01', status) };
    expect(check([...good, third], (p) => p !== 'src/gone.ts')).toEqual([
      '003-t.md: replaced by src/gone.ts, which does not exist',
    ]);
  });

  it("refuses a title whose number is not the file's, and a misnamed file", () => {
    expect(withThird('# 004: Third', '2026-12-01', 'current')).toEqual([
      '003-third.md: the title says 004, the file name 003',
    ]);
    expect(withThird('# Third', '2026-12-01', 'current')).toEqual([
      '003-third.md: line 1 is not "# 003: <decision>"',
    ]);
    expect(withThird('# 003: Third', '2026-12-01', 'current', '3-third.md')).toEqual([
      '3-third.md: not named NNN-slug.md',
    ]);
    expect(withThird('# 002: Again', '2026-12-01', 'current', '002-again.md')).toEqual([
      '002-again.md: 002 is also 002-second.md',
    ]);
  });

  it('knows the calendar', () => {
    expect(isCalendarDay(2028, 2, 29)).toBe(true);
    expect(isCalendarDay(2026, 2, 29)).toBe(false);
    expect(isCalendarDay(2026, 13, 1)).toBe(false);
  });
});
