import { AlertDialog } from 'radix-ui';
import { Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

interface CsvUploadConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  onPreview: () => void;
  onUpload: () => void;
}

/** "Upload Events" before any preview asks whether to look first. */
export function CsvUploadConfirm({
  open,
  onOpenChange,
  disabled,
  onPreview,
  onUpload,
}: CsvUploadConfirmProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button disabled={disabled}>
          <Upload aria-hidden className="size-4" />
          Upload Events
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/60 transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-5 rounded-3xl border border-white/10 bg-ink-800 p-6 text-mist-100 shadow-2xl transition duration-200 outline-none starting:scale-95 starting:opacity-0">
          <div className="flex flex-col gap-1">
            <AlertDialog.Title className="text-lg leading-tight font-bold text-white">
              Preview before uploading?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-mist-300">
              A preview shows the first rows, how their categories are read and any row errors,
              without saving anything.
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col gap-2">
            <Button onClick={onPreview}>Preview First</Button>
            <Button variant="secondary" onClick={onUpload}>
              Upload Now
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Cancel</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
