import { useFormState } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { SchemaFormReturn } from '#client/components/forms/use-schema-form.ts';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type {
  BusinessSignup,
  BusinessSignupInput,
  CaptchaChallenge,
} from '#shared/schemas/business.ts';

interface CaptchaFieldProps {
  form: SchemaFormReturn<BusinessSignupInput, BusinessSignup>;
  captcha: UseQueryResult<CaptchaChallenge>;
}

/** The math question, issued by the server; "New question" asks it for another. */
export function CaptchaField({ form, captcha }: CaptchaFieldProps) {
  const formState = useFormState({ control: form.control, name: 'captchaAnswer' });
  const { error } = form.getFieldState('captchaAnswer', formState);
  const challenge = captcha.data;

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-950/40 p-4 sm:col-span-2">
      <legend className="sr-only">Security question</legend>
      <p className="text-sm text-mist-400">Answer a quick question so we know you are a person.</p>
      {challenge ? (
        <div className="flex flex-wrap items-end gap-3">
          {/* Announced when a new question replaces the old one. */}
          <div aria-live="polite" className="min-w-40 flex-1">
            <TextField
              {...form.register('captchaAnswer')}
              label={`What is ${challenge.a} + ${challenge.b}?`}
              error={error?.message}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              autoComplete="off"
            />
          </div>
          <Button
            variant="secondary"
            onClick={() => void captcha.refetch()}
            pending={captcha.isFetching}
            className="mb-px h-12"
          >
            {!captcha.isFetching && <RefreshCw aria-hidden className="size-4" />}
            New question
          </Button>
        </div>
      ) : captcha.isError ? (
        <RetryNotice onRetry={() => void captcha.refetch()} retrying={captcha.isFetching}>
          The security question could not be loaded.
        </RetryNotice>
      ) : (
        <div role="status" className="flex flex-col gap-1.5">
          <span className="sr-only">Loading the security question…</span>
          <span aria-hidden className="h-4 w-28 animate-pulse rounded bg-white/10" />
          <span aria-hidden className="h-12 w-full animate-pulse rounded-xl bg-white/6" />
        </div>
      )}
    </fieldset>
  );
}
