import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type SchemaFormReturn<Input extends FieldValues, Output> = UseFormReturn<
  Input,
  unknown,
  Output
>;

/**
 * A react-hook-form form validated by a shared zod schema, so the client shows the server's
 * own rules and messages. Submit handlers receive the schema's parsed output.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> & {
    /** Required: without them the fields start undefined and watched values lie about their type. */
    defaultValues: UseFormProps<Input>['defaultValues'];
  },
): SchemaFormReturn<Input, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
