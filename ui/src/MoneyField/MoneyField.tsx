import { NumberField, type NumberFieldProps } from '../NumberField/NumberField.tsx';

/** Canadian dollars, always two decimals: "$1,850.00" whatever the locale's symbol for CAD. */
export const moneyFormat: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'formatOptions' | 'step' | 'showStepper'> {}

// The field shows what was typed, up to 6 decimals, so a third decimal is seen next to the message refusing it.
const typedMoneyFormat: Intl.NumberFormatOptions = { ...moneyFormat, maximumFractionDigits: 6 };

/**
 * An amount in Canadian dollars (fees, deposits, listing price, PAD payments): a whole number or one
 * with up to 2 decimals, never negative. A third decimal or a minus sign is kept and refused in words, not rounded.
 */
export function MoneyField({ minValue = 0, ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      minValue={minValue}
      step={0.01}
      formatOptions={typedMoneyFormat}
      showStepper={false}
    />
  );
}
