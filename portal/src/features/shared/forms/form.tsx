// The portal's form hook: TanStack Form with the ui fields bound once (STYLE.md "createFormHook binding the ui
// fields once"). A screen writes `const form = useAppForm({ defaultValues, validators: { onChange: schema } })`
// and renders `<form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>`, or, for a
// run of fields, `<FieldList form={form} fields={{ email: <FormTextField label="Email" /> }} />` (FieldList.tsx).
import {
  Button,
  type ButtonProps,
  ConfirmPasswordField,
  type ConfirmPasswordFieldProps,
  DateField,
  type DateFieldProps,
  type Href,
  Inline,
  Link,
  type LinkVariant,
  PasswordField,
  type PasswordFieldProps,
  type Space,
  TextField,
  type TextFieldProps,
} from '@portal/ui';
import { createFormHook, createFormHookContexts, type StandardSchemaV1 } from '@tanstack/react-form';
import { type FormEvent, type ReactNode, useRef } from 'react';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** The first message of a field's errors: zod issues carry `message`, plain validators return strings. */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      return error.message;
    }
  }
  return undefined;
}

/** The message to show: only once the field was left or a submit was tried, so typing is not scolded early. */
export function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>();
  const { isTouched, errors } = field.state.meta;
  const submitted = field.form.state.submissionAttempts > 0;
  return isTouched || submitted ? firstErrorMessage(errors) : undefined;
}

/** The props a bound ui field leaves to its form field. */
export type Bound<P> = Omit<
  P,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'isSelected'
  | 'defaultSelected'
  | 'inputValue'
  | 'onInputChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
>;

/**
 * The one binding of a ui field to its TanStack Form field: name, value, change, blur and the message to show.
 * Every bound field (here, formFields.tsx, documentFields.tsx) spreads it, adjusting what its ui field names
 * differently.
 */
export function useBoundField<T>() {
  const field = useFieldContext<T>();
  const error = useFieldError();
  return {
    name: field.name,
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    isInvalid: error !== undefined,
    errorMessage: error,
  };
}

/** A line of text; the same field as `field.TextField`, for field lists (FieldList.tsx). */
export function FormTextField(props: Bound<TextFieldProps>) {
  return <TextField {...props} {...useBoundField<string>()} />;
}

/** A new password with the ui's live checklist of the spec's rules. */
function FormPasswordField(props: Bound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useBoundField<string>()} />;
}

/** The confirmation of a new password; `password` is the value of the password field it must equal. */
function FormConfirmPasswordField(props: Bound<ConfirmPasswordFieldProps>) {
  return <ConfirmPasswordField {...props} {...useBoundField<string>()} />;
}

/** A date (start date, withdraw dates): an ISO date, "" when empty; the date field shows no message of its own. */
export function FormDateField(props: Bound<DateFieldProps>) {
  const {
    name: _name,
    isInvalid: _isInvalid,
    errorMessage: _errorMessage,
    ...bound
  } = useBoundField<string>();
  return <DateField {...props} {...bound} />;
}

/** The form's submit button: pending while the submit runs, so it cannot be pressed twice. */
function SubmitButton({
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'isPending'> & { children: ReactNode }) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button {...props} type="submit" isPending={isSubmitting}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  );
}

/**
 * The submit button, disabled until the values pass `schema`. Checked on the values themselves, so it is disabled
 * from the start, before any field was touched (strata spec 5: Save stays disabled until every field is valid).
 */
function SubmitWhenValid({
  schema,
  ...props
}: Omit<ButtonProps, 'type' | 'isPending' | 'isDisabled'> & {
  children: ReactNode;
  schema: { safeParse: (values: unknown) => { success: boolean } };
}) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => schema.safeParse(state.values).success}>
      {(valid) => <SubmitButton {...props} isDisabled={!valid} />}
    </form.Subscribe>
  );
}

/** The form's submit button with a Cancel link beside it, back to where the form was opened from. */
function SubmitWithCancel({
  children,
  cancelHref,
  gap,
  cancelVariant = 'standalone',
}: {
  children: ReactNode;
  cancelHref: Href;
  /** The space between the two (the screen's actions row). */
  gap: Space;
  /** The unit owner's payment forms keep an inline link. */
  cancelVariant?: LinkVariant;
}) {
  return (
    <Inline gap={gap}>
      <SubmitButton>{children}</SubmitButton>
      <Link href={cancelHref} variant={cancelVariant}>
        Cancel
      </Link>
    </Inline>
  );
}

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: FormTextField,
    PasswordField: FormPasswordField,
    ConfirmPasswordField: FormConfirmPasswordField,
  },
  formComponents: { SubmitButton, SubmitWhenValid, SubmitWithCancel },
});

/**
 * A form checked by its zod schema as the user types and again on submit. `onSubmit` gets the values; the latest
 * one is called (a route passes a new callback on each render). A rejection is the screen's to show (its failure
 * prop or alert): the form only needs to know the submit is over.
 */
export function useSchemaForm<V>(
  defaultValues: V,
  schema: StandardSchemaV1<V, unknown>,
  onSubmit: (values: V) => Promise<unknown>,
) {
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  return useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await submitRef.current(value).catch(() => undefined);
    },
  });
}

/** onSubmit for a <form> element: stops the page load and lets TanStack Form validate and submit. */
export function submitHandler(form: { handleSubmit: () => Promise<void> }) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    void form.handleSubmit();
  };
}
