// A run of a form's fields written as a list: each field's name and the bound ui field that shows it, e.g.
// `<FieldList form={form} fields={{ city: <FormTextField label="City" isRequired />, postal: <FormPostalCodeField … /> }} />`
// renders, in that order, what `<form.AppField name="city">{() => <FormTextField … />}</form.AppField>` would for each.
// A field that needs more of its AppField (listeners, a value it subscribes to) is still written out.
import type { FunctionComponent, ReactElement, ReactNode } from 'react';

/** What FieldList needs of a form (useAppForm) or a field group (withFieldGroup): its AppField. */
export interface AppFieldHost<TName extends string> {
  AppField: (props: { name: TName; children: () => ReactNode }) => ReturnType<FunctionComponent>;
}

export interface FieldListProps<TName extends string> {
  form: AppFieldHost<NoInfer<TName>>;
  /** The fields by name, in the order shown; each a bound field (FormTextField, FormSelect …) with its props. */
  fields: { [Name in TName]?: ReactElement };
}

export function FieldList<TName extends string>({ form, fields }: FieldListProps<TName>) {
  // The element is rendered inside its AppField, so the bound field reads that field from the context.
  return (Object.entries(fields) as [TName, ReactElement][]).map(([name, element]) => (
    <form.AppField key={name} name={name}>
      {() => element}
    </form.AppField>
  ));
}
