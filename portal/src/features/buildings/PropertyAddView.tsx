import { FormSection, PageHeader, Stack, TextField } from '@portal/ui';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useSchemaForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { buildingLoginEmail } from '../shared/strataConstants.ts';
import { type PropertyAddValues, propertyAddSchema } from './propertyAddForm.ts';
import { StrataPropertyFields, strataPropertyFieldNames } from './StrataPropertyFields.tsx';

export interface PropertyAddViewProps {
  initialValues: PropertyAddValues;
  onSubmit: (values: PropertyAddValues) => Promise<void>;
  /** "Failed To Save Property, Please enter a valid user", "Error creating property" or the server's reason. */
  error?: string | null | undefined;
}

/**
 * /strataAdmin/property/add (strata spec 2 and 5): Add Strata Property together with Create Login for the building.
 * The login's username is the strata plan number and its email the plan number at the product's mail domain, set
 * as the plan number is typed; Save stays disabled until every field is valid.
 */
export function PropertyAddView({ initialValues, onSubmit, error }: PropertyAddViewProps) {
  const form = useSchemaForm(initialValues, propertyAddSchema, onSubmit);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Add Strata Property"
        backLink={{ label: 'Back To Dashboard', href: '/strataAdmin/dashboard' }}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Add Strata Property" failure={error}>
        <StrataPropertyFields
          form={form}
          fields={strataPropertyFieldNames}
          planDescription="For example EPS1234"
        />
        <FormSection
          title="Create Login"
          description="The building's Strata Owner login; its username is the strata plan number."
        >
          <form.Subscribe selector={(state) => state.values.strataPlanNumber}>
            {(planNumber) => (
              <TextField
                label="Login Email"
                value={buildingLoginEmail(planNumber.trim())}
                isReadOnly
                description="Set from the strata plan number."
              />
            )}
          </form.Subscribe>
          <NewPasswordFields form={form} fields={newPasswordFieldNames} />
        </FormSection>
        <form.AppForm>
          <form.SubmitWhenValid schema={propertyAddSchema}>Save Property</form.SubmitWhenValid>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
