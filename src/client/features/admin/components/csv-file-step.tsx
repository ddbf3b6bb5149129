import { useId } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
} from '#shared/schemas/csv-import.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { useDownloadCsvTemplate } from '../api/download-csv-template.ts';
import { formatBytes } from './admin-format.ts';

interface CsvFileStepProps {
  file: File | null;
  fileError: string | null;
  /** Changes whenever the choice is cleared, so the native input forgets its file too. */
  inputKey: number;
  onFile: (file: File | null) => void;
  allowDuplicates: boolean;
  onAllowDuplicates: (allow: boolean) => void;
  /** The last failed preview or upload, e.g. "Upload failed: Invalid File: …". */
  failure: string | null;
}

/** Choosing the file and how to import it. */
export function CsvFileStep({
  file,
  fileError,
  inputKey,
  onFile,
  allowDuplicates,
  onAllowDuplicates,
  failure,
}: CsvFileStepProps) {
  const id = useId();
  const template = useDownloadCsvTemplate();
  const describedBy = fileError ? `${id}-error` : `${id}-hint`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-2xl border border-white/8 bg-ink-950/60 p-4 text-sm text-mist-300">
        <p>
          <span className="font-semibold text-white">Required columns:</span>{' '}
          {CSV_REQUIRED_COLUMNS.join(', ')} (date as YYYY-MM-DD).
        </p>
        <p>
          <span className="font-semibold text-white">Optional:</span>{' '}
          {CSV_OPTIONAL_COLUMNS.join(', ')}.
        </p>
        <p>
          A time of <span className="font-semibold text-white">All day</span> makes an all-day
          event; <span className="font-semibold text-white">endDate</span> (YYYY-MM-DD) is the last
          day of one that runs over several days.
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 self-start"
          pending={template.isPending}
          onClick={() => template.mutate()}
        >
          {!template.isPending && <Download aria-hidden className="size-4" />}
          Download template
        </Button>
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-mist-300">
          CSV file
        </label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
          className="w-full rounded-xl border border-dashed border-white/15 bg-ink-950/60 p-3 text-sm text-mist-300 transition-colors file:mr-3 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-white/30 focus-visible:border-hot-400"
        />
        {fileError ? (
          <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
            {fileError}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-mist-500">
            A .csv file of at most {formatBytes(CSV_MAX_BYTES)} and{' '}
            {CSV_MAX_ROWS.toLocaleString('en-US')} rows.
          </p>
        )}
        {file && (
          <p className="flex items-center gap-2 text-sm text-mist-100">
            <FileSpreadsheet aria-hidden className="size-4 shrink-0 text-hot-400" />
            <span className="min-w-0 truncate font-semibold">{file.name}</span>
            <span className="shrink-0 text-mist-400">{formatBytes(file.size)}</span>
          </p>
        )}
      </div>

      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={allowDuplicates}
          onChange={(e) => onAllowDuplicates(e.currentTarget.checked)}
          className="mt-0.5 size-4 shrink-0 accent-hot-500"
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-white">Import rows already uploaded again</span>
          <span className="text-mist-400">
            Off: rows that match an earlier upload are skipped, so a file sent twice adds nothing.
          </span>
        </span>
      </label>

      <FormAlert message={failure} />
    </div>
  );
}
