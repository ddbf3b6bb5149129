import { Link } from 'react-router';
import { CircleCheck, History } from 'lucide-react';
import type { CsvUploadResult } from '#shared/schemas/csv-import.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { CountTiles } from './count-tiles.tsx';
import { CsvRowErrors } from './csv-row-errors.tsx';
import { StepHeading } from './step-heading.tsx';
import { paths } from '#client/lib/paths.ts';

/** What the upload did. */
export function CsvResultStep({ result }: { result: CsvUploadResult }) {
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>
        {result.successful > 0 ? 'Upload complete' : 'Nothing was imported'}
      </StepHeading>
      <CountTiles
        tiles={[
          { label: 'Imported', value: result.successful, tone: 'good' },
          { label: 'Failed', value: result.failed, tone: result.failed ? 'bad' : 'muted' },
          { label: 'Duplicates', value: result.duplicates, tone: 'muted' },
          { label: 'Total rows', value: result.totalRows },
        ]}
      />
      {result.batchStartId !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-love/30 bg-love/8 px-4 py-3 text-sm">
          <p className="flex items-center gap-2 text-emerald-100">
            <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-300" />
            <span>
              Saved as batch <span className="font-bold text-white">#{result.batchStartId}</span>
            </span>
          </p>
          <Link to={paths.batchHistory} className={buttonClasses('secondary', 'sm')}>
            <History aria-hidden className="size-4" />
            Batch History
          </Link>
        </div>
      ) : (
        <p className="text-sm text-mist-400">
          No batch was created: there was no new row to import.
        </p>
      )}
      {result.picturesNote && <p className="text-sm text-mist-300">{result.picturesNote}</p>}
      <CsvRowErrors errors={result.errors} failed={result.failed} />
    </div>
  );
}
