import { Sparkles } from 'lucide-react';
import { z } from 'zod';
import {
  MOCK_COUNT_MESSAGE,
  MOCK_DEFAULT,
  MOCK_MAX,
  MOCK_MIN,
} from '#shared/schemas/admin-operations.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast.ts';
import { useGenerateMockEvents } from '../api/generate-mock-events.ts';
import { plural } from './admin-format.ts';
import { AdminProgress } from './admin-progress.tsx';

/** Anything that is not a number asks for the default; a number must be in range. */
const mockFormSchema = z.object({
  count: z.string().transform((raw, ctx) => {
    const text = raw.trim();
    const n = Number(text);
    if (text === '' || Number.isNaN(n)) return MOCK_DEFAULT;
    if (!Number.isInteger(n) || n < MOCK_MIN || n > MOCK_MAX) {
      ctx.addIssue({ code: 'custom', message: MOCK_COUNT_MESSAGE });
      return z.NEVER;
    }
    return n;
  }),
});

/** Fills the app with realistic NYC events for demos and load tests. */
export function MockEventsForm() {
  const generate = useGenerateMockEvents();
  const form = useSchemaForm<z.input<typeof mockFormSchema>, z.output<typeof mockFormSchema>>(
    mockFormSchema,
    { defaultValues: { count: String(MOCK_DEFAULT) } },
  );

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 className="flex items-center gap-2 font-bold text-white">
          <Sparkles aria-hidden className="size-5 text-violet-300" />
          Generate mock events
        </h3>
        <p className="mt-1 text-sm text-mist-400">
          Future events at real venues across the five boroughs.
        </p>
      </div>
      <SchemaForm
        form={form}
        onValid={({ count }) =>
          generate.mutate(count, {
            onSuccess: (result) =>
              toast({
                title: 'Mock events created',
                description: result.message || `Created ${plural(result.created, 'event')}.`,
                variant: 'success',
              }),
            onError: () => reportFormFailure(form, 'Failed to generate mock events'),
          })
        }
        className="flex flex-col gap-3"
      >
        <FormField
          form={form}
          name="count"
          label="Number of events"
          hint={`${MOCK_MIN}–${MOCK_MAX.toLocaleString('en-US')}; ${MOCK_DEFAULT.toLocaleString('en-US')} if left blank.`}
          type="number"
          inputMode="numeric"
          min={MOCK_MIN}
          max={MOCK_MAX}
        />
        {generate.isPending && (
          <AdminProgress
            label="Mock generation progress"
            status={`Generating ${plural(generate.variables, 'event')}…`}
          />
        )}
        <FormFailureAlert form={form} />
        <Button type="submit" variant="secondary" pending={generate.isPending}>
          {!generate.isPending && <Sparkles aria-hidden className="size-4" />}
          Generate events
        </Button>
      </SchemaForm>
    </Card>
  );
}
