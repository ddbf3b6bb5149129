/**
 * The header every decision record carries under its title (docs/decisions/TEMPLATE.md), so a
 * reader can tell when a decision was taken and whether it still holds:
 *
 *     # 012: The deck learns on every page
 *
 *     Date: 2026-11-25
 *     Status: current | superseded by 017 | replaced by <what, naming a file when there is one>
 */

export interface DecisionRecord {
  /** The file name, `NNN-slug.md`. */
  name: string;
  text: string;
}

const recordName = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
// Older records separate number and title with an em dash, newer ones with a colon.
const title = /^# (\d{3})(?: —|:) \S/;
const dateLine = /^Date: (\d{4})-(\d{2})-(\d{2})$/;
const statusLine = /^Status: (current|superseded by (\d{3})|replaced by (\S.*))$/;
// A file named in a `replaced by` status, which has to exist: `src/a.ts`, README.md#anchor.
const fileIn = /(?:[\w.-]+\/)*[\w-]+\.(?:md|ts|tsx|js|mjs|cjs|json|css|html|ya?ml|sql)\b/g;

/** Whether `yyyy-mm-dd` names a day of the calendar (no 2026-02-30). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Problems with the records' headers, one readable line each. `today` is `YYYY-MM-DD`;
 * `fileExists` answers for repository paths named by a `replaced by` status.
 */
export function recordProblems(
  records: readonly DecisionRecord[],
  today: string,
  fileExists: (path: string) => boolean,
): string[] {
  const problems: string[] = [];
  const numbers = new Map<string, string>();
  for (const { name } of records) {
    const number = recordName.exec(name)?.[1];
    if (number === undefined) problems.push(`${name}: not named NNN-slug.md`);
    else if (numbers.has(number))
      problems.push(`${name}: ${number} is also ${numbers.get(number)}`);
    else numbers.set(number, name);
  }
  const dates: [number: string, date: string][] = [];
  for (const { name, text } of records) {
    const number = recordName.exec(name)?.[1];
    if (number === undefined || numbers.get(number) !== name) continue;
    const header = headerOf(number, text, today, numbers, fileExists);
    problems.push(...header.problems.map((problem) => `${name}: ${problem}`));
    if (header.date !== undefined) dates.push([number, header.date]);
  }
  // Numbers are handed out in order, so a later record is never dated before an earlier one.
  dates.sort(([a], [b]) => a.localeCompare(b));
  dates.slice(1).forEach(([number, date], i) => {
    const [before = '', earlier = ''] = dates[i] ?? [];
    if (date < earlier) problems.push(`${numbers.get(number)}: dated ${date}, before ${before}`);
  });
  return problems;
}

/** One record's title, date and status lines; `date` when it is a valid one. */
function headerOf(
  number: string,
  text: string,
  today: string,
  numbers: ReadonlyMap<string, string>,
  fileExists: (path: string) => boolean,
): { problems: string[]; date: string | undefined } {
  const problems: string[] = [];
  const [first = '', blank, dateText = '', statusText = ''] = text.split('\n');
  const titled = title.exec(first);
  if (!titled) problems.push(`line 1 is not "# ${number}: <decision>"`);
  else if (titled[1] !== number)
    problems.push(`the title says ${titled[1]}, the file name ${number}`);
  if (blank !== '') problems.push('line 2 is not blank');

  let date: string | undefined;
  const day = dateLine.exec(dateText);
  if (!day) problems.push('line 3 is not "Date: YYYY-MM-DD"');
  else if (!isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3])))
    problems.push(`${dateText.slice(6)} is not a day of the calendar`);
  else if (dateText.slice(6) > today) problems.push(`${dateText.slice(6)} is in the future`);
  else date = dateText.slice(6);

  const status = statusLine.exec(statusText);
  const successor = status?.[2];
  if (!status)
    problems.push('line 4 is not "Status: current | superseded by NNN | replaced by <what>"');
  else if (successor !== undefined && !numbers.has(successor))
    problems.push(`superseded by ${successor}, which is no record`);
  else if (successor !== undefined && successor <= number)
    problems.push(`superseded by ${successor}, which is not a later record`);
  for (const [file] of status?.[3]?.matchAll(fileIn) ?? [])
    if (!fileExists(file)) problems.push(`replaced by ${file}, which does not exist`);
  return { problems, date };
}
