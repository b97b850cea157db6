import { createFormControl, useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A form checked by a domain schema (the one the server re-checks), with its starting values. */
export interface SchemaForm<O, I extends FieldValues> {
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
}

export const schemaForm = <O, I extends FieldValues>(schema: z.ZodType<O, I>, defaultValues: DefaultValues<NoInfer<I>>): SchemaForm<O, I> => ({
  schema,
  defaultValues,
});

/**
 * react-hook-form options whose resolver is the form's schema: a submit runs only when the schema accepts the values
 * (and receives its output, e.g. trimmed), and each field shows the error code the schema gave it.
 */
export const schemaFormOptions = <O, I extends FieldValues>(form: SchemaForm<O, I>): UseFormProps<I, unknown, O> => ({
  resolver: zodResolver(form.schema),
  defaultValues: form.defaultValues,
});

/** useForm on a schema form, keeping the schema's input and output types. */
export const useSchemaForm = <O, I extends FieldValues>(form: SchemaForm<O, I>): UseFormReturn<I, unknown, O> =>
  useForm<I, unknown, O>(schemaFormOptions(form));

/** The same form without React (react-hook-form's own control), for checking a form's wiring in unit tests. */
export const schemaFormControl = <O, I extends FieldValues>(form: SchemaForm<O, I>) => createFormControl<I, unknown, O>(schemaFormOptions(form));
