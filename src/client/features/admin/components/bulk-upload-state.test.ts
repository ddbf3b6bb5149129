import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  INVALID_CSV_FILE,
  type CsvPreview,
  type CsvUploadResult,
} from '#shared/schemas/csv-import.ts';
import {
  bulkUploadReducer,
  initialBulkUpload,
  type BulkUploadEvent,
  type BulkUploadState,
} from './bulk-upload-state.ts';

const csv = new File(['title\nJazz Night\n'], 'events.csv', { type: 'text/csv' });
const preview: CsvPreview = {
  totalRows: 1,
  successful: 1,
  failed: 0,
  duplicates: 0,
  previewNote: '',
  preview: [],
  errors: [],
};
const result: CsvUploadResult = {
  successful: 1,
  failed: 0,
  duplicates: 0,
  totalRows: 1,
  errors: [],
  batchStartId: 7,
  picturesNote: null,
};

const run = (...events: BulkUploadEvent[]) =>
  events.reduce<BulkUploadState>(bulkUploadReducer, initialBulkUpload);

describe('bulkUploadReducer', () => {
  it('takes a CSV file and refuses anything else or anything too large', () => {
    expect(run({ type: 'fileChosen', file: csv })).toMatchObject({ file: csv, fileError: null });

    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(
      run({ type: 'fileChosen', file: csv }, { type: 'fileChosen', file: image }),
    ).toMatchObject({ file: null, fileError: INVALID_CSV_FILE });

    const huge = new File([new Uint8Array(CSV_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    expect(run({ type: 'fileChosen', file: huge }).fileError).toMatch(/^File too large: /);
    // Named .csv is enough whatever the browser says the type is.
    const named = new File(['x'], 'EVENTS.CSV', { type: '' });
    expect(run({ type: 'fileChosen', file: named }).file).toBe(named);
  });

  it('starts nothing without a file, and nothing twice', () => {
    expect(run({ type: 'started', action: 'upload' })).toEqual(initialBulkUpload);
    const sending = run({ type: 'fileChosen', file: csv }, { type: 'started', action: 'preview' });
    expect(sending).toMatchObject({
      step: 'sending',
      back: 'file',
      transfer: { action: 'preview', percent: 0, processing: false },
    });
    expect(bulkUploadReducer(sending, { type: 'started', action: 'upload' })).toBe(sending);
  });

  it('counts the bytes out, then says the server is at work', () => {
    const sending = run({ type: 'fileChosen', file: csv }, { type: 'started', action: 'upload' });
    expect(
      bulkUploadReducer(sending, { type: 'progressed', loaded: 25, total: 100 }).transfer,
    ).toEqual({ action: 'upload', percent: 25, processing: false });
    expect(
      bulkUploadReducer(sending, { type: 'progressed', loaded: 100, total: 100 }).transfer,
    ).toEqual({ action: 'upload', percent: 100, processing: true });
    // A late progress report after the transfer ended changes nothing.
    const ended = bulkUploadReducer(sending, { type: 'cancelled' });
    expect(bulkUploadReducer(ended, { type: 'progressed', loaded: 1, total: 2 })).toBe(ended);
  });

  it('returns a failed or cancelled transfer to the step it started from', () => {
    const fromFile = run({ type: 'fileChosen', file: csv }, { type: 'started', action: 'preview' });
    expect(
      bulkUploadReducer(fromFile, { type: 'failed', message: 'Preview failed: no' }),
    ).toMatchObject({ step: 'file', transfer: null, failure: 'Preview failed: no' });

    const fromPreview = run(
      { type: 'fileChosen', file: csv },
      { type: 'started', action: 'preview' },
      { type: 'previewed', preview },
      { type: 'started', action: 'upload' },
    );
    expect(fromPreview.back).toBe('preview');
    expect(bulkUploadReducer(fromPreview, { type: 'cancelled' })).toMatchObject({
      step: 'preview',
      preview,
      transfer: null,
    });
    const failed = bulkUploadReducer(fromPreview, { type: 'failed', message: 'Upload failed: no' });
    expect(failed).toMatchObject({ step: 'preview', failure: 'Upload failed: no' });
    expect(bulkUploadReducer(failed, { type: 'backToFile' })).toMatchObject({
      step: 'file',
      failure: null,
      file: csv,
    });
  });

  it('forgets a preview when the duplicates choice or the file changes', () => {
    const previewed = run(
      { type: 'fileChosen', file: csv },
      { type: 'started', action: 'preview' },
      { type: 'previewed', preview },
    );
    expect(
      bulkUploadReducer(previewed, { type: 'allowDuplicatesChosen', allow: true }),
    ).toMatchObject({ allowDuplicates: true, preview: null });
    expect(bulkUploadReducer(previewed, { type: 'fileChosen', file: csv }).preview).toBeNull();
  });

  it('starts over keeping the duplicates choice; closing forgets it; both clear the input', () => {
    const done = run(
      { type: 'allowDuplicatesChosen', allow: true },
      { type: 'fileChosen', file: csv },
      { type: 'started', action: 'upload' },
      { type: 'uploaded', result },
    );
    expect(done).toMatchObject({ step: 'result', result, transfer: null });

    const again = bulkUploadReducer(done, { type: 'startedOver' });
    expect(again).toEqual({ ...initialBulkUpload, allowDuplicates: true, inputKey: 1 });
    expect(bulkUploadReducer(again, { type: 'closed' })).toEqual({
      ...initialBulkUpload,
      inputKey: 2,
    });
  });
});
