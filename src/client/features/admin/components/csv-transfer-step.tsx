import { Button } from '#client/components/ui/button.tsx';
import { AdminProgress } from './admin-progress.tsx';
import { StepHeading } from './step-heading.tsx';

export type Action = 'preview' | 'upload';

export interface Transfer {
  action: Action;
  /** Percent of the file's bytes sent. */
  percent: number;
  /** All bytes are out; the server is reading (or importing) the file. */
  processing: boolean;
}

interface CsvTransferStepProps {
  transfer: Transfer;
  onCancel: () => void;
}

/**
 * The file on its way: the bytes sent, then the server's work. An import that has reached the
 * server cannot be called back (it commits whole or not at all), so Cancel stops at that point.
 */
export function CsvTransferStep({ transfer, onCancel }: CsvTransferStepProps) {
  const { action, percent, processing } = transfer;
  const importing = action === 'upload' && processing;
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{action === 'preview' ? 'Previewing' : 'Uploading'}</StepHeading>
      <AdminProgress
        label={action === 'preview' ? 'Preview progress' : 'Upload progress'}
        percent={processing ? undefined : percent}
        status={processing ? 'Processing…' : 'Sending file…'}
      />
      {importing && (
        <p className="text-sm text-mist-400">
          Importing every valid row in one go. This can take a few seconds for a large file.
        </p>
      )}
      <div className="flex justify-end border-t border-white/8 pt-4">
        <Button variant="secondary" disabled={importing} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
