// "Document For", the first choice of both upload forms: what the document is filed for (a property or an owner on
// the rental side, a building or a unit on the strata side), which decides the types of document offered.
import type { RadioOption } from '@portal/ui';
import { FormRadioGroup } from '../shared/forms/documentFields.tsx';

export function DocumentForField<TChoice extends string>({
  options,
  isChoice,
  onChosen,
}: {
  options: readonly RadioOption[];
  isChoice: (value: unknown) => value is TChoice;
  /** A new choice: the form drops the type of document when it is not of that kind. */
  onChosen: (choice: TChoice) => void;
}) {
  return (
    <FormRadioGroup
      label="Document For"
      orientation="horizontal"
      options={options}
      isRequired
      onChosen={(choice) => {
        if (isChoice(choice)) onChosen(choice);
      }}
    />
  );
}
