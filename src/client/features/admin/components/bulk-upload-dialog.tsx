import { useReducer, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { ArrowLeft, Eye, FileUp, Upload, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { usePreviewCsv } from '../api/preview-csv.ts';
import { useUploadCsv, type CsvTransfer } from '../api/upload-csv.ts';
import { plural } from './admin-format.ts';
import { bulkUploadReducer, initialBulkUpload, isCsvFile } from './bulk-upload-state.ts';
import { CsvFileStep } from './csv-file-step.tsx';
import { CsvPreviewStep } from './csv-preview-step.tsx';
import { CsvResultStep } from './csv-result-step.tsx';
import { CsvTransferStep, type Action } from './csv-transfer-step.tsx';
import { CsvUploadConfirm } from './csv-upload-confirm.tsx';

// The inline wording, and the toast title that carries the server's message.
const FAILED: Record<Action, { inline: string; title: string }> = {
  preview: { inline: 'Preview failed', title: 'Preview Failed' },
  upload: { inline: 'Upload failed', title: 'Upload Failed' },
};

/** The bulk upload dialog: choose a CSV, preview it if wanted, upload, see the results. */
export function BulkUploadDialog() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [state, dispatch] = useReducer(bulkUploadReducer, initialBulkUpload);
  const { step, file, fileError, inputKey, allowDuplicates, transfer, failure, preview, result } =
    state;
  const activeRef = useRef<AbortController | null>(null);
  const previewCsv = usePreviewCsv();
  const uploadCsv = useUploadCsv();

  function onOpenChange(next: boolean) {
    // A transfer is stopped with its own Cancel button, never by a stray Escape.
    if (step === 'sending') return;
    setOpen(next);
    if (!next) dispatch({ type: 'closed' });
  }

  function chooseFile(next: File | null) {
    dispatch({ type: 'fileChosen', file: next });
    if (next && !isCsvFile(next)) {
      toast({
        title: 'Invalid File',
        description: 'Please select a valid CSV file',
        variant: 'error',
      });
    }
  }

  function start(action: Action) {
    if (!file) return;
    const active = new AbortController();
    activeRef.current = active;
    setConfirming(false);
    dispatch({ type: 'started', action });

    // False once the transfer was cancelled, so its late answer changes nothing.
    const settle = () => {
      if (activeRef.current !== active) return false;
      activeRef.current = null;
      return true;
    };
    const request: CsvTransfer = {
      file,
      allowDuplicates,
      signal: active.signal,
      onProgress: ({ loaded, total }) => {
        if (activeRef.current === active) dispatch({ type: 'progressed', loaded, total });
      },
    };
    const fail = (err: unknown) => {
      if (!settle()) return;
      const detail = errorDetail(err, 'Please try again.');
      dispatch({ type: 'failed', message: `${FAILED[action].inline}: ${detail}` });
      toast({ title: FAILED[action].title, description: detail, variant: 'error' });
    };

    if (action === 'preview') {
      previewCsv.mutate(request, {
        onSuccess: (answer) => {
          if (settle()) dispatch({ type: 'previewed', preview: answer });
        },
        onError: fail,
      });
    } else {
      uploadCsv.mutate(request, {
        onSuccess: (answer) => {
          if (!settle()) return;
          dispatch({ type: 'uploaded', result: answer });
          toast({
            title: 'Upload Complete',
            description: `Imported ${plural(answer.successful, 'event')}.`,
            variant: 'success',
          });
        },
        onError: fail,
      });
    }
  }

  function cancel() {
    const active = activeRef.current;
    if (!active) return;
    activeRef.current = null;
    active.abort();
    dispatch({ type: 'cancelled' });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>
          <FileUp aria-hidden className="size-4" />
          Upload CSV
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-3xl border border-white/10 bg-ink-850 p-5 text-mist-100 shadow-2xl transition duration-200 outline-none starting:scale-95 starting:opacity-0 sm:p-6">
          <div className="flex items-start gap-3 pr-10">
            <span
              aria-hidden
              className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand shadow-glow"
            >
              <Upload className="size-5 text-white" />
            </span>
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl leading-tight font-black tracking-tight text-white">
                Bulk Upload Events
              </Dialog.Title>
              <Dialog.Description className="text-sm text-mist-400">
                Add many events at once from a CSV file.
              </Dialog.Description>
            </div>
          </div>

          {step === 'file' && (
            <CsvFileStep
              file={file}
              fileError={fileError}
              inputKey={inputKey}
              onFile={chooseFile}
              allowDuplicates={allowDuplicates}
              onAllowDuplicates={(allow) => dispatch({ type: 'allowDuplicatesChosen', allow })}
              failure={failure}
            />
          )}
          {step === 'sending' && transfer && (
            <CsvTransferStep transfer={transfer} onCancel={cancel} />
          )}
          {step === 'preview' && preview && (
            <CsvPreviewStep preview={preview} allowDuplicates={allowDuplicates} failure={failure} />
          )}
          {step === 'result' && result && <CsvResultStep result={result} />}

          {step !== 'sending' && (
            <div className="flex flex-col-reverse gap-2 border-t border-white/8 pt-4 sm:flex-row sm:justify-end">
              {step === 'file' && (
                <>
                  <Dialog.Close asChild>
                    <Button variant="ghost">Close</Button>
                  </Dialog.Close>
                  <Button variant="secondary" disabled={!file} onClick={() => start('preview')}>
                    <Eye aria-hidden className="size-4" />
                    Preview First
                  </Button>
                  {preview ? (
                    <Button onClick={() => start('upload')}>
                      <Upload aria-hidden className="size-4" />
                      Upload Events
                    </Button>
                  ) : (
                    <CsvUploadConfirm
                      open={confirming}
                      onOpenChange={setConfirming}
                      disabled={!file}
                      onPreview={() => start('preview')}
                      onUpload={() => start('upload')}
                    />
                  )}
                </>
              )}
              {step === 'preview' && (
                <>
                  <Button variant="ghost" onClick={() => dispatch({ type: 'backToFile' })}>
                    <ArrowLeft aria-hidden className="size-4" />
                    Back
                  </Button>
                  <Button disabled={preview?.successful === 0} onClick={() => start('upload')}>
                    <Upload aria-hidden className="size-4" />
                    Upload Events
                  </Button>
                </>
              )}
              {step === 'result' && (
                <>
                  <Button variant="secondary" onClick={() => dispatch({ type: 'startedOver' })}>
                    <FileUp aria-hidden className="size-4" />
                    Upload another file
                  </Button>
                  <Dialog.Close asChild>
                    <Button>Close</Button>
                  </Dialog.Close>
                </>
              )}
            </div>
          )}

          {step !== 'sending' && (
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
