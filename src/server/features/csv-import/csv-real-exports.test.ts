import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from '#server/features/csv-import/csv-records.ts';
import { parseCsvEvents } from '#server/features/csv-import/csv-rows.ts';
import { HttpError } from '#server/lib/errors.ts';

/** Files real spreadsheet programs wrote, byte for byte (fixtures/real/README.md). */
const real = (file: string) => readFileSync(new URL(`fixtures/real/${file}`, import.meta.url));

const recordsOf = (file: string) => [...readCsvRecords(real(file).toString('utf8'))];
const cells = (file: string) =>
  recordsOf(file).map((r) => ('record' in r ? r.record : ['<broken>', r.broken]));
const rows = (file: string) => recordsOf(file).map((r) => r.row);

describe('real spreadsheet exports: the records our reader finds', () => {
  it('reads an Excel sheet saved with semicolons, comma decimals and accents (Brussels)', () => {
    const file = 'excel-book1-brussels-semicolons.csv';
    const read = cells(file);
    expect(read[0]).toEqual([
      'ID',
      'lat',
      'long',
      'co2',
      'temp',
      'occupancyRate',
      'name',
      'type',
      'wagonsOccupancyList',
      ' floorsOccupancyList',
    ]);
    expect(read[3]).toEqual([
      '3',
      '50.8463',
      '4.35185',
      '731',
      '19,5',
      '80',
      'Hôtel de Ville de Bruxelles',
      'Building',
      '',
      '[85,75,80,90]',
    ]);
    // Rows the sheet left short keep their own width; the blank last line is one empty cell.
    expect(read.map((r) => r.length)).toEqual([
      10, 10, 10, 10, 10, 8, 8, 8, 8, 8, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 1,
    ]);
    expect(rows(file)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('reads an Excel sheet with semicolons and no line break after its last row', () => {
    expect(cells('excel-book1-two-rows.csv')).toEqual([
      ['firstname', 'lastname', 'email', 'time_spent', 'license_number', 'phone', 'address'],
      ['Ted', 'Stresen-Reuter', 'ted@secret-source.eu', '10', '1234', '600445512', 'Secret Source'],
      [
        'Ted2',
        'Stresen-Reuter',
        'ted@secret-source.eu',
        '20',
        '1234',
        '600445512',
        'Secret Source',
      ],
    ]);
  });

  it('reads a Numbers table with semicolons, CRLF, padding columns and a trailing space', () => {
    expect(cells('numbers-sheet-1-table-1-semicolons.csv')).toEqual([
      ['Country', 'Code', 'List', '', '', '', ''],
      ['Iran', 'IR', 'Terrorism and Terrorism Financing ', '', '', '', ''],
      ['Bahamas', 'BH', 'Money Laundering Activities', '', '', '', ''],
    ]);
  });

  it('reads a Numbers table whose quoted cells hold line breaks as one row each', () => {
    const file = 'numbers-sheet-1-table-1-sections.csv';
    const read = cells(file);
    // 34 lines of text, 29 rows: five quoted cells end in a line break of their own.
    expect(real(file).toString('utf8').split(/\r?\n/)).toHaveLength(35);
    expect(read).toHaveLength(29);
    expect(read.every((r) => r.length === 26)).toBe(true);
    expect(read[1]?.[1]).toBe('Palantir (ICE, Enforcement Domain)\n');
    expect(read[7]?.[1]).toBe('Mijente: Who\u2019s Behind ICE Report');
    expect(read[3]?.slice(1, 6)).toEqual([
      'Privacy Impact Assessment: ICE ICM',
      'Primary',
      'DHS',
      'surveillance; data integration; privacy; immigration',
      'https://www.dhs.gov/sites/default/files/publications/privacy-pia-ice-icm-june2016.pdf',
    ]);
    expect(rows(file)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it('reads a Google Sheets download whose numbers are quoted and whose last row has no break', () => {
    const read = cells('google-sheets-wages-sheet1.csv');
    expect(read).toHaveLength(21);
    expect(read[1]).toEqual([
      '1',
      '5/9/2024',
      '3011.60',
      '86.4',
      '6.4',
      'Old',
      '2266.00',
      '8',
      '16.5',
    ]);
    expect(read[20]).toEqual([
      '20',
      '01/30/2025',
      '3109.90',
      '69.89',
      '0',
      'New',
      '2411.00',
      '10',
      '15',
    ]);
  });
});

describe('real spreadsheet exports uploaded as event files', () => {
  it.each([
    'excel-book1-brussels-semicolons.csv',
    'excel-book1-two-rows.csv',
    'numbers-sheet-1-table-1-semicolons.csv',
    'numbers-sheet-1-table-1-sections.csv',
    'google-sheets-wages-sheet1.csv',
  ])('%s is read as a CSV and refused for its columns, not as "Invalid File"', async (file) => {
    const err: unknown = await parseCsvEvents(real(file)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Missing columns: title/),
    });
  });
});
