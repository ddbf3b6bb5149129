import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormSelectField } from '#client/components/forms/form-select-field.tsx';
import { FormTextArea } from '#client/components/forms/form-text-area.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ApiError, errorDetail } from '#client/lib/api-client.ts';
import { businessTypeLabels } from '#client/lib/business-type-labels.ts';
import { toast } from '#client/lib/toast.ts';
import { businessTypes } from '#shared/business.ts';
import {
  businessSignupSchema,
  CAPTCHA_FAILED,
  MISSING_BUSINESS_FIELDS,
  type BusinessAccount,
  type BusinessSignup,
  type BusinessSignupInput,
} from '#shared/schemas/business.ts';
import { businessKeys } from '../api/business-keys.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useSignUpBusiness } from '../api/sign-up-business.ts';
import { reportMissingFields } from '../lib/report-missing-fields.ts';
import { splitTitledMessage } from '../lib/titled-message.ts';
import { CaptchaField } from './captcha-field.tsx';

/** What the toast says for any failure other than the two the form explains. */
export const SIGNUP_FAILED = 'Failed to submit application. Please try again.';
const requiredFields = ['companyName', 'businessType', 'contactName', 'email'] as const;
const MAX_TIMER_MS = 2 ** 31 - 1;

const blank: BusinessSignupInput = {
  companyName: '',
  businessType: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  description: '',
  captchaToken: '',
  captchaAnswer: '',
};

function toastMessage(message: string) {
  toast({ ...splitTitledMessage(message), variant: 'error' });
}

export function BusinessSignupForm({ onApproved }: { onApproved: (a: BusinessAccount) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<BusinessSignupInput, BusinessSignup>(businessSignupSchema, {
    defaultValues: blank,
  });
  const captcha = useCaptcha();
  const signUp = useSignUpBusiness();
  const challenge = captcha.data;

  // A new question takes the place of the old one and of its answer.
  useEffect(() => {
    form.setValue('captchaToken', challenge?.token ?? '');
    form.setValue('captchaAnswer', '');
  }, [form, challenge]);

  // A challenge expires: ask for the next one then, rather than let the answer be refused.
  const refetchCaptcha = captcha.refetch;
  useEffect(() => {
    if (!challenge) return;
    // At least a few seconds, so a device whose clock is ahead does not ask in a loop; at most
    // what a timer can count (longer overflows and fires at once).
    const wait = Math.min(
      Math.max(Date.parse(challenge.expiresAt) - Date.now(), 10_000),
      MAX_TIMER_MS,
    );
    const timer = setTimeout(() => void refetchCaptcha(), wait);
    return () => clearTimeout(timer);
  }, [challenge, refetchCaptcha]);

  function refused(message: string, fieldError?: 'captchaAnswer') {
    form.setError('root.server', { message });
    if (fieldError) form.setFocus(fieldError);
  }

  function submit() {
    const values = form.getValues();
    // The client knows the sum too: a wrong answer is caught before it spends the challenge.
    if (challenge && Number(values.captchaAnswer) !== challenge.a + challenge.b) {
      form.setError('captchaAnswer', { message: splitTitledMessage(CAPTCHA_FAILED).description });
      form.setFocus('captchaAnswer');
      toastMessage(CAPTCHA_FAILED);
      return;
    }
    // The typed text goes up, not the parsed output: the server parses it with the same schema.
    signUp.mutate(values, {
      onSuccess: (account) => {
        toast({
          title: 'Account approved!',
          description: `${account.companyName} can post events now.`,
          variant: 'success',
        });
        onApproved(account);
      },
      onError: (err) => {
        // A challenge answers one attempt, whatever became of it.
        void captcha.refetch();
        const message = errorDetail(err, SIGNUP_FAILED);
        if (message === CAPTCHA_FAILED || message === MISSING_BUSINESS_FIELDS) {
          toastMessage(message);
          refused(message, message === CAPTCHA_FAILED ? 'captchaAnswer' : undefined);
          return;
        }
        toast({ title: 'Error', description: SIGNUP_FAILED, variant: 'error' });
        refused(message);
        // Signed up meanwhile (another tab): the page shows the account instead of the form.
        if (err instanceof ApiError && err.status === 409) {
          void queryClient.invalidateQueries({ queryKey: businessKeys.account() });
        }
      },
    });
  }

  return (
    <Card className="p-5 sm:p-8">
      <div className="mb-6 flex flex-col gap-1">
        <h2 className="text-2xl font-bold text-white">Apply for a business account</h2>
        <p className="text-mist-400">
          Your account is approved instantly and you can post your first event today.
        </p>
      </div>
      <SchemaForm
        form={form}
        onValid={submit}
        onInvalid={(found) =>
          reportMissingFields(form, found, MISSING_BUSINESS_FIELDS, requiredFields)
        }
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          form={form}
          name="companyName"
          label="Company name"
          required
          maxLength={120}
          autoComplete="organization"
        />
        <FormSelectField form={form} name="businessType" label="Business type" required>
          <option value="">Choose a type</option>
          {businessTypes.map((type) => (
            <option key={type} value={type}>
              {businessTypeLabels[type]}
            </option>
          ))}
        </FormSelectField>
        <FormField
          form={form}
          name="contactName"
          label="Contact name"
          required
          maxLength={120}
          autoComplete="name"
        />
        <FormField
          form={form}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@yourvenue.com"
        />
        <FormField
          form={form}
          name="phone"
          label="Phone (optional)"
          type="tel"
          maxLength={40}
          autoComplete="tel"
        />
        <FormField
          form={form}
          name="website"
          label="Website (optional)"
          type="text"
          inputMode="url"
          maxLength={2000}
          autoComplete="url"
          placeholder="bluedoor.com"
        />
        <FormTextArea
          form={form}
          name="description"
          label="About your business (optional)"
          maxLength={2000}
          className="sm:col-span-2"
        />
        <CaptchaField form={form} captcha={captcha} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <WholeFormAlert form={form} />
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:self-end"
            pending={signUp.isPending}
            disabled={!challenge}
          >
            Submit application
          </Button>
        </div>
      </SchemaForm>
    </Card>
  );
}
