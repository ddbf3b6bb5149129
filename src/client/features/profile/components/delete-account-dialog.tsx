import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2, TriangleAlert } from 'lucide-react';
import type { z } from 'zod';
import { deleteAccountSchema } from '#shared/schemas/profile.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const deleted = [
  'Your sign-in and profile',
  'Every swipe: loved, maybe and passed events',
  'Calendar settings, calendar feed link and event preferences',
  'Your business account and its events, if you have one',
];

/**
 * Deleting cannot be undone, so the user types DELETE first. The server removes everything the
 * account owns and ends the session; the page then starts over signed out.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  // Typed as free text: the schema, not the input, decides what counts as DELETE.
  const form = useSchemaForm<{ confirm: string }, DeleteAccountInput>(deleteAccountSchema, {
    defaultValues: { confirm: '' },
  });
  // Stays busy after success too, while the page reloads.
  const busy = remove.isPending || remove.isSuccess;

  function onOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) form.reset();
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger" className="w-full">
          <Trash2 aria-hidden className="size-5" />
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          // Typing DELETE is the one thing to do here, so the field gets the focus.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            form.setFocus('confirm');
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl border border-white/10 bg-ink-850 p-6 text-mist-100 shadow-2xl transition duration-200 outline-none starting:scale-95 starting:opacity-0"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className="flex size-11 shrink-0 items-center justify-center rounded-2xl border border-pass/40 bg-pass/15 text-rose-300"
            >
              <TriangleAlert className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <AlertDialog.Title className="text-lg leading-tight font-bold text-white">
                Delete your account?
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-mist-300">
                This permanently deletes your account and everything in it. It cannot be undone.
              </AlertDialog.Description>
            </div>
          </div>
          <ul className="flex flex-col gap-1.5 rounded-2xl border border-white/8 bg-ink-950/60 p-4 text-sm text-mist-300">
            {deleted.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-pass" />
                {item}
              </li>
            ))}
          </ul>
          <p className="text-sm text-mist-400">Want a copy first? Cancel and use Export my data.</p>
          <SchemaForm
            form={form}
            onValid={(input) =>
              remove.mutate(input, {
                onError: (err) =>
                  reportFormFailure(
                    form,
                    'Error',
                    errorDetail(err, 'Failed to delete your account. Please try again.'),
                  ),
              })
            }
            className="flex flex-col gap-4"
          >
            <FormField
              form={form}
              name="confirm"
              label="Confirm deletion"
              hint="Type DELETE, in capital letters."
              placeholder="DELETE"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <FormFailureAlert form={form} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" pending={busy}>
                Delete account
              </Button>
            </div>
          </SchemaForm>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
