import { FormSection, FormSectionFull, PageHeader, Stack, TextField } from '@portal/ui';
import type { StrataAgent } from '../agents/index.ts';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import { FormPhoneField, FormSelect } from '../shared/forms/formFields.tsx';
import {
  noAgent,
  type PropertyEditValues,
  propertyEditFrom,
  propertyEditSchema,
  type StrataProperty,
} from './propertyEditForm.ts';
import { StrataPropertyFields, strataPropertyFieldNames } from './StrataPropertyFields.tsx';

export interface PropertyEditViewProps {
  property: StrataProperty;
  /** The active agents to choose from. */
  agents: readonly StrataAgent[];
  onSubmit: (values: PropertyEditValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * /strataAdmin/edit/{id} (strata spec 2): the building's name, plan number and address, its agent (choose
 * "No agent" to clear it), the building manager's name and phone; the login is shown read-only (spec 4).
 */
export function PropertyEditView({ property, agents, onSubmit, error }: PropertyEditViewProps) {
  const form = useSchemaForm(propertyEditFrom(property), propertyEditSchema, onSubmit);
  const agentOptions = [
    { id: noAgent, label: 'No agent' },
    ...agents.map((agent) => ({ id: String(agent.id), label: agent.name })),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Edit Strata Property"
        description={property.buildingName}
        backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${property.id}` }}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Edit Strata Property" failure={error}>
        <StrataPropertyFields
          form={form}
          fields={strataPropertyFieldNames}
          planDescription="The Strata Owner login is named after this number: changing it renames the login too."
        />
        <FormSection title="Management" columns={2}>
          <FieldList
            form={form}
            fields={{
              agent: (
                <FormSectionFull>
                  <FormSelect label="Strata Agent" options={agentOptions} />
                </FormSectionFull>
              ),
              buildingManagerName: <FormTextField label="Building Manager Name" />,
              buildingManagerPhone: <FormPhoneField label="Building Manager Phone" />,
            }}
          />
        </FormSection>
        <FormSection title="Strata Owner Login">
          <TextField
            label="Login Username"
            value={property.propertyAdmin?.userName ?? 'No login'}
            isReadOnly
            description="A building's Strata Owner login cannot be changed once set."
          />
        </FormSection>
        <form.AppForm>
          <form.SubmitWhenValid schema={propertyEditSchema}>Update Property</form.SubmitWhenValid>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
