import {
  CSV_MAX_BYTES,
  INVALID_CSV_FILE,
  type CsvPreview,
  type CsvUploadResult,
} from '#shared/schemas/csv-import.ts';
import { formatBytes } from './admin-format.ts';
import type { Action, Transfer } from './csv-transfer-step.tsx';

export type Step = 'file' | 'preview' | 'sending' | 'result';

/** The bulk upload dialog's state, apart from React so each step's rules can be tested alone. */
export interface BulkUploadState {
  step: Step;
  file: File | null;
  fileError: string | null;
  /** Changed to give the file input a fresh element, which clears the browser's choice. */
  inputKey: number;
  allowDuplicates: boolean;
  transfer: Transfer | null;
  /** Where a failed or cancelled transfer returns: the step it was started from. */
  back: 'file' | 'preview';
  failure: string | null;
  preview: CsvPreview | null;
  result: CsvUploadResult | null;
}

export type BulkUploadEvent =
  | { type: 'closed' }
  | { type: 'startedOver' }
  | { type: 'fileChosen'; file: File | null }
  | { type: 'allowDuplicatesChosen'; allow: boolean }
  | { type: 'started'; action: Action }
  | { type: 'progressed'; loaded: number; total: number }
  | { type: 'previewed'; preview: CsvPreview }
  | { type: 'uploaded'; result: CsvUploadResult }
  | { type: 'failed'; message: string }
  | { type: 'cancelled' }
  | { type: 'backToFile' };

export const initialBulkUpload: BulkUploadState = {
  step: 'file',
  file: null,
  fileError: null,
  inputKey: 0,
  allowDuplicates: false,
  transfer: null,
  back: 'file',
  failure: null,
  preview: null,
  result: null,
};

/** By name or type only; the server checks the content, this spares a pointless upload. */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** Why the file cannot be sent, or null when it can. */
export function csvFileProblem(file: File): string | null {
  if (!isCsvFile(file)) return INVALID_CSV_FILE;
  if (file.size > CSV_MAX_BYTES) {
    return `File too large: a CSV file can be at most ${formatBytes(CSV_MAX_BYTES)}`;
  }
  return null;
}

const afterTransfer = (state: BulkUploadState) => ({ ...state, transfer: null });

export function bulkUploadReducer(state: BulkUploadState, event: BulkUploadEvent): BulkUploadState {
  switch (event.type) {
    case 'closed':
      return { ...initialBulkUpload, inputKey: state.inputKey + 1 };
    case 'startedOver':
      return {
        ...initialBulkUpload,
        inputKey: state.inputKey + 1,
        allowDuplicates: state.allowDuplicates,
      };
    case 'fileChosen': {
      const problem = event.file && csvFileProblem(event.file);
      return {
        ...state,
        file: problem ? null : event.file,
        fileError: problem,
        failure: null,
        preview: null,
      };
    }
    case 'allowDuplicatesChosen':
      // The preview's duplicate count was for the other choice.
      return { ...state, allowDuplicates: event.allow, preview: null };
    case 'started':
      if (!state.file || state.step === 'sending') return state;
      return {
        ...state,
        step: 'sending',
        back: state.step === 'preview' ? 'preview' : 'file',
        failure: null,
        transfer: { action: event.action, percent: 0, processing: false },
      };
    case 'progressed':
      if (!state.transfer) return state;
      return {
        ...state,
        transfer: {
          action: state.transfer.action,
          percent: (event.loaded / event.total) * 100,
          processing: event.loaded >= event.total,
        },
      };
    case 'previewed':
      return { ...afterTransfer(state), step: 'preview', preview: event.preview };
    case 'uploaded':
      return { ...afterTransfer(state), step: 'result', result: event.result };
    case 'failed':
      return { ...afterTransfer(state), step: state.back, failure: event.message };
    case 'cancelled':
      return { ...afterTransfer(state), step: state.back };
    case 'backToFile':
      return { ...state, step: 'file', failure: null };
  }
}
