import { useId, useRef } from 'react';
import { ImagePlus, ImageOff, Loader2, X } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { ImageUploadState } from './use-image-upload.ts';

/** The event keeps the default image (docs/product.md#messages). */
export const IMAGE_UPLOAD_FAILED = 'Image upload failed, Using default image instead';

interface ImageUploadFieldProps {
  state: ImageUploadState;
  /** The uploaded image is still the one the form will save (the URL field was not changed). */
  inUse: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

export function ImageUploadField({ state, inUse, onPick, onRemove }: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.status === 'uploading';

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-mist-300">Image</span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={buttonClasses(
            'secondary',
            'sm',
            'cursor-pointer focus-within:ring-2 focus-within:ring-hot-500/60',
          )}
        >
          <ImagePlus aria-hidden className="size-4" />
          {state.status === 'idle' ? 'Choose image' : 'Choose another'}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so picking the same file again (after a failure) uploads it again.
            e.target.value = '';
            if (file) onPick(file);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-mist-500">
          Any image type, up to 10MB.
        </p>
      </div>

      {uploading && (
        <div className="flex flex-col gap-1.5 rounded-2xl border border-white/8 bg-ink-950/60 p-3">
          <p className="flex items-center gap-2 text-sm text-mist-300">
            <Loader2 aria-hidden className="size-4 animate-spin text-hot-400" />
            <span className="min-w-0 truncate">Uploading {state.name}…</span>
          </p>
          <div
            role="progressbar"
            aria-label="Image upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${state.percent}%` }}
            />
          </div>
        </div>
      )}

      {state.status === 'done' && inUse && (
        <div className="flex items-center gap-3 rounded-2xl border border-white/8 bg-ink-950/60 p-2 pr-3">
          <img
            src={state.result.thumbnailUrl}
            alt={`Preview of ${state.name}`}
            className="size-16 shrink-0 rounded-xl object-cover"
          />
          <p className="min-w-0 flex-1 truncate text-sm text-mist-300">{state.name}</p>
          <button
            type="button"
            aria-label="Remove image"
            onClick={() => {
              onRemove();
              input.current?.focus();
            }}
            className="flex size-9 items-center justify-center rounded-full text-mist-400 transition-colors hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}

      {state.status === 'failed' && (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-2xl border border-ember-500/40 bg-ember-500/10 px-3.5 py-3 text-sm text-orange-100"
        >
          <ImageOff aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-400" />
          <div>
            <p>{IMAGE_UPLOAD_FAILED}</p>
            {state.detail && <p className="text-xs text-orange-200/80">{state.detail}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
