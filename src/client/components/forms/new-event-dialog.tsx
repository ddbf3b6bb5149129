import type { ComponentType, ReactNode } from 'react';
import type { SubmitErrorHandler } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
import { toast } from '#client/lib/toast.ts';
import {
  EventImageFields,
  ImageUploadPending,
  type EventImage,
  type WithImageUrl,
} from './event-image-fields.tsx';
import { SchemaForm } from './schema-form.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';
import { WholeFormAlert } from './whole-form-alert.tsx';

/** Whoever opens the dialog keeps whether it is open. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the dialog hands its form: the feature's create mutation and how to close. */
export interface NewEventFormHost<Create> {
  create: Create;
  onDone: () => void;
}

interface NewEventDialogProps<Create extends { isPending: boolean }> extends DialogOpenProps {
  title: string;
  description: string;
  /** The feature's create mutation: while it saves, the dialog stays open. */
  create: Create;
  form: ComponentType<NewEventFormHost<Create>>;
}

/** The dialog that adds one event by hand, in whichever feature owns the event. */
export function NewEventDialog<Create extends { isPending: boolean }>({
  open,
  onOpenChange,
  title,
  description,
  create,
  form: Form,
}: NewEventDialogProps<Create>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={create.isPending}
      wide
    >
      {/* Mounted only while open: each opening starts blank, and closing cancels an upload. */}
      {open && <Form create={create} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

/** The part of a feature's create mutation the form uses. */
interface CreateEventMutation<Input> {
  isPending: boolean;
  mutate: (
    input: Input,
    handlers: { onSuccess: (event: { title: string }) => void; onError: (err: Error) => void },
  ) => void;
}

interface NewEventFormProps<Input extends WithImageUrl, Output> extends NewEventFormHost<
  CreateEventMutation<Input>
> {
  form: SchemaFormReturn<Input, Output>;
  image: EventImage;
  /** The event's own fields, above its picture. */
  children: ReactNode;
  onInvalid?: SubmitErrorHandler<Input>;
  /** The success toast's text for the saved event. */
  created: (event: { title: string }) => string;
  onFailed: (err: Error) => void;
  saveLabel: string;
}

/** The new event's fields, its picture and the buttons; saving waits for the picture. */
export function NewEventForm<Input extends WithImageUrl, Output>({
  form,
  image,
  children,
  onInvalid,
  create,
  created,
  onFailed,
  onDone,
  saveLabel,
}: NewEventFormProps<Input, Output>) {
  function save() {
    // The typed text goes up, not the parsed output: the server parses it with the same schema.
    create.mutate(form.getValues(), {
      onSuccess: (event) => {
        toast({ title: 'Event Created', description: created(event), variant: 'success' });
        onDone();
      },
      onError: onFailed,
    });
  }

  return (
    <SchemaForm form={form} onValid={save} onInvalid={onInvalid} className="flex flex-col gap-5">
      {children}
      <EventImageFields form={form} image={image} />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <ImageUploadPending image={image} />
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          pending={create.isPending}
          disabled={image.state.status === 'uploading'}
        >
          {saveLabel}
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}
