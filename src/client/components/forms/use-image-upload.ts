import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '#client/lib/api-client.ts';
import type { UploadProgress } from '#client/lib/upload-file.ts';
import { IMAGE_MAX_BYTES, type ImageUploadResult } from '#shared/schemas/admin-operations.ts';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; name: string; result: ImageUploadResult }
  | { status: 'failed'; name: string; detail: string };

export type UploadImage = (
  file: File,
  opts: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
) => Promise<ImageUploadResult>;

interface ImageUploadOptions {
  /** Where the image goes: the admin's and the business's uploads have their own routes. */
  upload: UploadImage;
  /** The uploaded image, or null while there is none (picked anew, removed, failed). */
  onUploaded: (result: ImageUploadResult | null) => void;
  onFailed?: () => void;
}

/**
 * One image at a time, sent as soon as it is picked so the form can be finished meanwhile.
 * A new pick or leaving the form cancels an upload still on its way.
 */
export function useImageUpload(options: ImageUploadOptions) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => () => controller.current?.abort(), []);

  function fail(name: string, detail: string) {
    setState({ status: 'failed', name, detail });
    latest.current.onFailed?.();
  }

  async function upload(file: File) {
    controller.current?.abort();
    latest.current.onUploaded(null);
    if (file.size > IMAGE_MAX_BYTES) {
      fail(file.name, 'The image is larger than 10 MB.');
      return;
    }
    const own = new AbortController();
    controller.current = own;
    setState({ status: 'uploading', name: file.name, percent: 0 });
    try {
      const result = await latest.current.upload(file, {
        signal: own.signal,
        onProgress: ({ loaded, total }) =>
          setState({
            status: 'uploading',
            name: file.name,
            percent: total > 0 ? Math.round((loaded / total) * 100) : 0,
          }),
      });
      if (own.signal.aborted) return;
      setState({ status: 'done', name: file.name, result });
      latest.current.onUploaded(result);
    } catch (err) {
      if (own.signal.aborted) return;
      fail(file.name, errorDetail(err, ''));
    }
  }

  function remove() {
    controller.current?.abort();
    setState({ status: 'idle' });
    latest.current.onUploaded(null);
  }

  return { state, upload: (file: File) => void upload(file), remove };
}
