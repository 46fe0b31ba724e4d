// The payment forms' date (start date, withdraw dates) bound to its TanStack Form field: an ISO date, "" when empty.
import { DateField, type DateFieldProps } from '@portal/ui/DateField/DateField.tsx';
import { useFieldContext } from './form.tsx';

export function FormDateField(props: Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur'>) {
  const field = useFieldContext<string>();
  return (
    <DateField
      {...props}
      value={field.state.value}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
    />
  );
}
