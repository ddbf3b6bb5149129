import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { recordAudit } from '#server/lib/audit-log.ts';
import { listBatches, undoBatch } from '#server/features/csv-import/batches.service.ts';
import { exportCsv } from '#server/features/csv-import/csv-export.service.ts';
import {
  presentBatch,
  presentPreview,
  presentUpload,
} from '#server/features/csv-import/csv-import.presenter.ts';
import { duplicateRows, importCsv } from '#server/features/csv-import/csv-import.service.ts';
import { parseCsvEvents } from '#server/features/csv-import/csv-rows.ts';
import { csvTemplate, TEMPLATE_FILENAME } from '#server/features/csv-import/csv-template.ts';
import { readCsvUpload } from '#server/features/csv-import/csv-upload.ts';
import {
  batchSchema,
  csvPreviewSchema,
  csvUploadQuerySchema,
  csvUploadResultSchema,
  undoBatchSchema,
  undoResultSchema,
} from '#shared/schemas/csv-import.ts';
import { exportQuerySchema } from '#shared/schemas/event-database.ts';
import { nycToday } from '#shared/time.ts';

/** Each upload parses up to 10 MB: plenty for an admin, a brake on a stolen session. */
const uploadRateLimit = { max: 30, timeWindow: '1 minute' };

const CSV_TYPE = 'text/csv; charset=utf-8';
const attachment = (filename: string) => `attachment; filename="${filename}"`;

const uploadDescription =
  'Multipart form data with the file in field `csv`: UTF-8 CSV (BOM allowed), at most 10 MB ' +
  'and 50,000 rows (413 beyond). Anything that is not CSV text answers 415 whatever its name ' +
  'or type; a missing required column answers 400. Rows already imported are skipped unless ' +
  '`allowDuplicates=true`.';

/** Bulk upload with preview, upload batches and undo, the template, the export. */
export function registerCsvImportRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/events/bulk-upload/preview', {
    config: { access: 'admin', rateLimit: uploadRateLimit },
    schema: {
      tags: ['admin'],
      description: `What an upload of the file would do; nothing is saved. ${uploadDescription}`,
      querystring: csvUploadQuerySchema,
      response: { 200: csvPreviewSchema },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const parsed = await parseCsvEvents(upload.content);
      const duplicates = await duplicateRows(db, parsed, request.query.allowDuplicates);
      return presentPreview(parsed, duplicates);
    },
  });

  r.post('/api/events/bulk-upload', {
    config: { access: 'admin', rateLimit: uploadRateLimit },
    schema: {
      tags: ['admin'],
      description:
        'Imports the valid rows as one batch, all or nothing; row errors never stop the valid ' +
        `rows. ${uploadDescription}`,
      querystring: csvUploadQuerySchema,
      response: { 200: csvUploadResultSchema },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const { summary, outcome } = await importCsv(db, upload.content, {
        filename: upload.filename,
        uploadedBy: currentUser(request),
        allowDuplicates: request.query.allowDuplicates,
      });
      if (summary.defaultedTimes > 0) {
        request.log.warn(
          { rows: summary.defaultedTimes, filename: upload.filename },
          'CSV times not in h:mm AM/PM form: kept as written, starting at 7:00 PM',
        );
      }
      return presentUpload(summary, outcome);
    },
  });

  r.get('/api/events/batches', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      description: 'CSV upload batches, newest first (the latest 500).',
      response: { 200: z.array(batchSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await listBatches(db)).map(presentBatch);
    },
  });

  r.delete('/api/events/batch/undo', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      description:
        'Removes the batch whose first event id is `batchStartId` (the latest batch when none ' +
        'is given) with its events and their swipes.',
      body: undoBatchSchema.nullish(),
      response: { 200: undoResultSchema },
    },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const batchStartId = request.body?.batchStartId;
        const undone = await undoBatch(tx, batchStartId);
        await recordAudit(tx, currentUser(request), {
          action: 'csv.batch_undo',
          targetType: 'batch',
          targetId: batchStartId ?? null,
          details: { ...undone, ...(batchStartId === undefined ? { latest: true } : {}) },
        });
        return undone;
      }),
  });

  r.get('/api/events/csv-template', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], description: 'A CSV file with the header and two example rows.' },
    handler: async (_request, reply) =>
      reply
        .header('content-type', CSV_TYPE)
        .header('content-disposition', attachment(TEMPLATE_FILENAME))
        .header('cache-control', 'no-store')
        .send(csvTemplate()),
  });

  r.get('/api/events/export/csv', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      description:
        "Every event matching the event database's filters, in id order, streamed as CSV. " +
        'Cells that a spreadsheet would run as a formula start with a quote.',
      querystring: exportQuerySchema,
    },
    handler: async (request, reply) =>
      reply
        .header('content-type', CSV_TYPE)
        .header('content-disposition', attachment(`swipenyc-events-${nycToday()}.csv`))
        .header('cache-control', 'no-store')
        .send(Readable.from(exportCsv(db, request.query))),
  });
}
