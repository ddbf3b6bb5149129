import { Filter } from 'lucide-react';
import {
  auditActionLabels,
  auditActions,
  auditFilterFormSchema,
  type AuditFilterForm,
} from '#shared/schemas/audit.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormSelectField } from '#client/components/forms/form-select-field.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { AuditFilters as Filters } from '../api/get-audit-log.ts';

export const noAuditFilters: AuditFilterForm = { action: '', actor: '', from: '', to: '' };

/** Only the filled fields narrow the list. */
export function filtersFrom(form: AuditFilterForm): Filters {
  return {
    ...(form.action ? { action: form.action } : {}),
    ...(form.actor ? { actor: form.actor } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
  };
}

/** Action, admin and New York days. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterForm) => void }) {
  const form = useSchemaForm<AuditFilterForm, AuditFilterForm>(auditFilterFormSchema, {
    defaultValues: noAuditFilters,
  });
  return (
    <SchemaForm
      form={form}
      aria-label="Audit log filters"
      onValid={onApply}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.2fr_1fr_1fr_auto] lg:items-start"
    >
      <FormSelectField form={form} name="action" label="Action">
        <option value="">All actions</option>
        {auditActions.map((a) => (
          <option key={a} value={a}>
            {auditActionLabels[a]}
          </option>
        ))}
      </FormSelectField>
      <FormField
        form={form}
        name="actor"
        label="Admin email"
        type="email"
        autoComplete="off"
        placeholder="Any admin"
      />
      <FormField form={form} name="from" label="From (NYC day)" type="date" />
      <FormField form={form} name="to" label="To (NYC day)" type="date" />
      <Button type="submit" variant="secondary" className="lg:mt-7">
        <Filter aria-hidden className="size-4" />
        Apply
      </Button>
    </SchemaForm>
  );
}
