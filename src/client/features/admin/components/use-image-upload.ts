import { useEffect, useRef, useState } from 'react';
import { errorDetail } from '#client/lib/api-client.ts';
import { IMAGE_MAX_BYTES, type ImageUploadResult } from '#shared/schemas/admin-operations.ts';
import { uploadImage } from '../api/upload-image.ts';

export type ImageUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; name: string; result: ImageUploadResult }
  | { status: 'failed'; name: string; detail: string };

/**
 * One image at a time, sent as soon as it is picked so the form can be finished meanwhile.
 * A new pick or leaving the form cancels an upload still on its way.
 */
export function useImageUpload(onUploaded: (result: ImageUploadResult | null) => void) {
  const [state, setState] = useState<ImageUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
    controller.current?.abort();
    latest.current(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setState({ status: 'failed', name: file.name, detail: 'The image is larger than 10 MB.' });
      return;
    }
    const own = new AbortController();
    controller.current = own;
    setState({ status: 'uploading', name: file.name, percent: 0 });
    try {
      const result = await uploadImage(file, {
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
      latest.current(result);
    } catch (err) {
      if (own.signal.aborted) return;
      setState({ status: 'failed', name: file.name, detail: errorDetail(err, '') });
    }
  }

  function remove() {
    controller.current?.abort();
    setState({ status: 'idle' });
    latest.current(null);
  }

  return { state, upload: (file: File) => void upload(file), remove };
}
