// Form-bound versions of the ui fields the property and listing forms need beyond those forms/form.tsx binds
// (TextField, PasswordField). Each reads its field from TanStack Form's field context, so a screen renders
// `<form.AppField name="province">{() => <FormSelect label="Province" options={…} />}</form.AppField>`.
import {
  Checkbox,
  type CheckboxProps,
  ComboBox,
  type ComboBoxProps,
  MoneyField,
  type MoneyFieldProps,
  NumberField,
  type NumberFieldProps,
  PhoneField,
  type PhoneFieldProps,
  PostalCodeField,
  type PostalCodeFieldProps,
  Select,
  type SelectProps,
  TextArea,
  type TextAreaProps,
} from '@portal/ui';
import type { Key } from 'react-aria-components';
import { type Bound, useBoundField, useFieldContext, useFieldError } from './form.tsx';

/** A pick-list whose field holds the chosen option's id (a string or a number). */
export function FormSelect(props: Bound<SelectProps>) {
  const field = useFieldContext<Key | null>();
  const error = useFieldError();
  const value = field.state.value;
  // A value outside the options (a U.S. state from the geocoder) shows as unchosen, with the field's error.
  const known = props.options.some((option) => option.id === value);
  return (
    <Select
      {...props}
      name={field.name}
      value={known ? value : null}
      onChange={(key) => {
        field.handleChange(key);
        field.handleBlur();
      }}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/** Free text with suggestions (the city: the spec's choices, or what the geocoder filled in). */
export function FormComboBoxText(props: Bound<ComboBoxProps>) {
  const field = useFieldContext<string>();
  const error = useFieldError();
  return (
    <ComboBox
      {...props}
      name={field.name}
      allowsCustomValue
      inputValue={field.state.value}
      onInputChange={field.handleChange}
      onSelectionChange={(key) => {
        if (key !== null) field.handleChange(String(key));
      }}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

/** A whole number (bathrooms, square feet …); empty is NaN. */
export function FormNumberField(props: Bound<NumberFieldProps>) {
  return <NumberField {...props} {...useBoundField<number>()} />;
}

/** An amount in dollars with up to 2 decimals (fees, price, deposit); empty is NaN. */
export function FormMoneyField(props: Bound<MoneyFieldProps>) {
  return <MoneyField {...props} {...useBoundField<number>()} />;
}

export function FormCheckbox(props: Bound<CheckboxProps>) {
  const field = useFieldContext<boolean>();
  return (
    <Checkbox {...props} name={field.name} isSelected={field.state.value} onChange={field.handleChange} />
  );
}

export function FormTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useBoundField<string>()} />;
}

export function FormPostalCodeField(props: Bound<PostalCodeFieldProps>) {
  return <PostalCodeField {...props} {...useBoundField<string>()} />;
}

export function FormPhoneField(props: Bound<PhoneFieldProps>) {
  return <PhoneField {...props} {...useBoundField<string>()} />;
}
