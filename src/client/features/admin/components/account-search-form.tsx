import { Search } from 'lucide-react';
import {
  accountSearchFormSchema,
  type AccountSearchForm as AccountSearchValues,
} from '#shared/schemas/admin-accounts.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';

interface AccountSearchFormProps {
  q: string;
  onSearch: (q: string) => void;
}

/** A part of an email or name; an empty box lists every account. */
export function AccountSearchForm({ q, onSearch }: AccountSearchFormProps) {
  const form = useSchemaForm<AccountSearchValues, AccountSearchValues>(accountSearchFormSchema, {
    defaultValues: { q },
  });
  return (
    <SchemaForm
      form={form}
      role="search"
      aria-label="Accounts"
      onValid={(values) => onSearch(values.q)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField
        form={form}
        name="q"
        label="Email or name"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder="e.g. ada@ or Lovelace"
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </SchemaForm>
  );
}
