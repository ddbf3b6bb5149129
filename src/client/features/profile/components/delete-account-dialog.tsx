import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { deleteAccountSchema } from '#shared/schemas/profile.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  WarningActions,
  WarningDialog,
  WarningList,
  WarningListItem,
} from '#client/components/ui/warning-dialog.tsx';
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
    <WarningDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="danger" className="w-full">
          <Trash2 aria-hidden className="size-5" />
          Delete account
        </Button>
      }
      title="Delete your account?"
      description="This permanently deletes your account and everything in it. It cannot be undone."
      // Typing DELETE is the one thing to do here, so the field gets the focus.
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        form.setFocus('confirm');
      }}
    >
      <WarningList>
        {deleted.map((item) => (
          <WarningListItem key={item}>{item}</WarningListItem>
        ))}
      </WarningList>
      <p className="text-sm text-mist-400">Want a copy first? Cancel and use Export my data.</p>
      <SchemaForm
        form={form}
        onValid={(input) =>
          remove.mutate(input, {
            onError: (err) =>
              reportFormFailure(
                form,
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
        <WarningActions pending={busy}>
          <Button type="submit" variant="danger" pending={busy}>
            Delete account
          </Button>
        </WarningActions>
      </SchemaForm>
    </WarningDialog>
  );
}
