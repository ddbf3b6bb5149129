import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { EVENT_TEXT_MAX } from '#shared/schemas/event-input.ts';
import { FormField } from './form-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { useImageUpload, type UploadImage } from './use-image-upload.ts';
import type { SchemaFormReturn } from './use-schema-form.ts';

export type WithImageUrl = FieldValues & { imageUrl?: string };
export type EventImage = ReturnType<typeof useImageUpload>;

/** An event form's picture: uploaded as soon as it is picked, its address kept in `imageUrl`. */
export function useEventImageUpload<Input extends WithImageUrl, Output>(
  form: SchemaFormReturn<Input, Output>,
  upload: UploadImage,
  onFailed?: () => void,
): EventImage {
  return useImageUpload({
    upload,
    onUploaded: (result) =>
      form.setValue(
        'imageUrl' as Path<Input>,
        (result?.imageUrl ?? '') as PathValue<Input, Path<Input>>,
        { shouldDirty: true },
      ),
    onFailed,
  });
}

/** The upload and the "Image URL" field beside it; either one sets the event's picture. */
export function EventImageFields<Input extends WithImageUrl, Output>({
  form,
  image,
}: {
  form: SchemaFormReturn<Input, Output>;
  image: EventImage;
}) {
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' as Path<Input> });
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-white/8 bg-ink-950/30 p-4">
      <ImageUploadField
        state={image.state}
        inUse={image.state.status === 'done' && image.state.result.imageUrl === imageUrl}
        onPick={image.upload}
        onRemove={image.remove}
      />
      <FormField
        form={form}
        name={'imageUrl' as Path<Input>}
        label="Image URL"
        hint="Or link an image on the web. Without one, the category's default image is used."
        placeholder="https://"
        inputMode="url"
        maxLength={EVENT_TEXT_MAX.url}
      />
    </div>
  );
}

/** Said beside the save button, which waits while the picture is still on its way. */
export function ImageUploadPending({ image }: { image: EventImage }) {
  if (image.state.status !== 'uploading') return null;
  return (
    <p role="status" className="text-sm text-mist-400 sm:mr-auto">
      Waiting for the image to finish uploading…
    </p>
  );
}
