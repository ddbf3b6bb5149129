import { useState } from 'react';
import { FileSearch } from 'lucide-react';
import { z } from 'zod';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormSelectField } from '#client/components/forms/form-select-field.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import {
  CRAWL_PREVIEW_MAX_BYTES,
  crawlPreviewFormSchema,
  type CrawlPreviewKind,
} from '#shared/schemas/crawl.ts';
import { usePreviewCrawl } from '../api/preview-crawl.ts';
import { CrawlPreviewResults } from './crawl-preview-results.tsx';

const kindLabel: Record<CrawlPreviewKind, string> = {
  ticketmaster: 'Ticketmaster Discovery API page (JSON)',
  socrata: 'NYC Open Data permitted events (JSON rows)',
  'nyc-parks': 'NYC Parks events feed (RSS)',
  ical: 'iCalendar file (.ics)',
  'json-ld': 'Web page with schema.org events (HTML)',
};

/** The shared form fields, with the file the browser holds. */
const previewFormSchema = crawlPreviewFormSchema.extend({
  file: z
    .custom<File>((v) => v instanceof File, 'Choose the saved response')
    .refine((f) => f.size <= CRAWL_PREVIEW_MAX_BYTES, 'The file is over 10 MB'),
});
type PreviewFormInput = z.input<typeof previewFormSchema>;

/** A saved source response, read as a crawl would read it, before anything is imported. */
export function CrawlPreviewCard() {
  const preview = usePreviewCrawl();
  const [fileName, setFileName] = useState('');
  const form = useSchemaForm<PreviewFormInput, z.output<typeof previewFormSchema>>(
    previewFormSchema,
    { defaultValues: { kind: 'nyc-parks', url: '', asOf: '', file: undefined } },
  );
  const kind = form.watch('kind');
  const fileError = form.formState.errors.file?.message;

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-ink-800 text-hot-300">
          <FileSearch aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="font-bold text-white">Preview a source</h2>
          <p className="text-sm text-mist-400">
            What a crawl would keep from a saved response. Nothing is imported.
          </p>
        </div>
      </div>
      <SchemaForm
        form={form}
        onValid={(values) =>
          preview.mutate(values, {
            onError: (err) => reportFormFailure(form, errorDetail(err, 'Could not read the file')),
          })
        }
        className="flex flex-col gap-3"
      >
        <FormSelectField form={form} name="kind" label="Kind of response">
          {Object.entries(kindLabel).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FormSelectField>
        {kind === 'json-ld' && (
          <FormField
            form={form}
            name="url"
            label="Page address (optional)"
            hint="Where the page came from, so its links resolve."
            type="url"
            inputMode="url"
          />
        )}
        <FormField
          form={form}
          name="asOf"
          label="Read as of (optional)"
          hint="A New York day: the response is read as a crawl that day would read it. Empty is today."
          type="date"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="crawl-preview-file" className="text-sm font-medium text-mist-300">
            Saved response
          </label>
          <input
            id="crawl-preview-file"
            type="file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'crawl-preview-file-error' : undefined}
            className="text-sm text-mist-200 file:mr-3 file:rounded-xl file:border-0 file:bg-ink-800 file:px-3 file:py-2 file:font-semibold file:text-white"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setFileName(file?.name ?? '');
              form.setValue('file', file as File, { shouldValidate: true });
            }}
          />
          {fileError && (
            <p id="crawl-preview-file-error" className="text-xs font-medium text-rose-300">
              {fileError}
            </p>
          )}
        </div>
        <FormFailureAlert form={form} />
        <Button type="submit" variant="secondary" pending={preview.isPending}>
          {!preview.isPending && <FileSearch aria-hidden className="size-4" />}
          Preview
        </Button>
      </SchemaForm>
      {preview.data && (
        <div aria-live="polite">
          <p className="mb-2 text-sm text-mist-400">{fileName}</p>
          <CrawlPreviewResults preview={preview.data} />
        </div>
      )}
    </Card>
  );
}
