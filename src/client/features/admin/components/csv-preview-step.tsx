import { ArrowRight } from 'lucide-react';
import type { CsvPreview } from '#shared/schemas/csv-import.ts';
import { Notice } from '#client/components/ui/notice.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { plural } from './admin-format.ts';
import { CountTiles } from './count-tiles.tsx';
import { CsvRowErrors } from './csv-row-errors.tsx';
import { StepHeading } from './step-heading.tsx';

interface CsvPreviewStepProps {
  preview: CsvPreview;
  allowDuplicates: boolean;
  /** An upload started from here that failed. */
  failure: string | null;
}

/** What an upload of the file would do, before anything is saved. */
export function CsvPreviewStep({ preview, allowDuplicates, failure }: CsvPreviewStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>Preview</StepHeading>
      <CountTiles
        tiles={[
          { label: 'Total rows', value: preview.totalRows },
          // Rows the upload would import: a duplicate is valid too, but it is counted beside.
          { label: 'To import', value: preview.successful, tone: 'good' },
          { label: 'Failed', value: preview.failed, tone: preview.failed ? 'bad' : 'muted' },
          { label: 'Duplicates', value: preview.duplicates, tone: 'muted' },
        ]}
      />
      {preview.previewNote && <Notice tone="info">{preview.previewNote}</Notice>}
      {preview.duplicates > 0 && !allowDuplicates && (
        <Notice tone="warning">
          To import the {plural(preview.duplicates, 'duplicate row')} anyway, go back and tick
          “Import rows already uploaded again”.
        </Notice>
      )}
      {preview.preview.length > 0 && (
        <section aria-label="Sample events" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-mist-300">Sample events</h4>
          <ul className="flex flex-col gap-2">
            {preview.preview.map((row, i) => (
              <li
                key={i}
                className="flex flex-col gap-1.5 rounded-2xl border border-white/8 bg-ink-950/60 p-3.5"
              >
                <p className="font-semibold break-words text-white">{row.title}</p>
                <p className="text-sm text-mist-400">
                  {row.endDate ? `${row.date} – ${row.endDate}` : row.date} · {row.time} ·{' '}
                  {row.venue}
                </p>
                <p
                  className="flex flex-wrap items-center gap-1.5 text-sm"
                  aria-label={`Category ${row.originalCategory}, saved as ${row.normalizedCategory}`}
                >
                  <span className="rounded-full bg-white/8 px-2.5 py-0.5 text-mist-300">
                    {row.originalCategory || '(empty)'}
                  </span>
                  <ArrowRight aria-hidden className="size-4 text-mist-500" />
                  <span className="rounded-full bg-hot-500/15 px-2.5 py-0.5 font-semibold text-hot-300">
                    {row.normalizedCategory}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CsvRowErrors errors={preview.errors} failed={preview.failed} />
      <FormAlert message={failure} />
    </div>
  );
}
