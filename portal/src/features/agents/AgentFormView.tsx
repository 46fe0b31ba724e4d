import { FormSection, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import { FormPhoneField } from '../shared/forms/formFields.tsx';
import { type AgentFormValues, agentFormSchema } from './agentForm.ts';

/** Name, phone and email, each required. */
const agentFields = {
  name: <FormTextField label="Name" isRequired autoComplete="name" />,
  phone: <FormPhoneField label="Phone" isRequired />,
  email: <FormTextField label="Email" type="email" isRequired autoComplete="email" />,
};

export interface AgentFormViewProps {
  mode: 'create' | 'edit';
  initialValues: AgentFormValues;
  onSubmit: (values: AgentFormValues) => Promise<void>;
  /** The refusal to show ("Error creating new agent. Agent may already exist." …). */
  error?: string | null | undefined;
  /** The way back: where the form was opened from; the agent list unless told. */
  backLink?: LinkItem;
}

/**
 * /strataAdmin/agent/add and /strataAdmin/agent/edit/{id} (strata spec 2): Name, Phone, Email; Create Agent or
 * Update stays disabled until the three are valid (spec 5); the phone is reformatted on blur.
 */
export function AgentFormView({
  mode,
  initialValues,
  onSubmit,
  error,
  backLink = { label: 'Back To Agents', href: '/strataAdmin/agent/list' },
}: AgentFormViewProps) {
  const form = useSchemaForm(initialValues, agentFormSchema, onSubmit);
  const title = mode === 'create' ? 'Add Agent' : 'Edit Agent';
  return (
    <Stack gap="lg">
      <PageHeader title={title} backLink={backLink} />
      <FormFrame form={form} gap="lg" maxWidth="md" label={title} failure={error}>
        <FormSection title="Agent">
          <FieldList form={form} fields={agentFields} />
        </FormSection>
        <form.AppForm>
          <form.SubmitWhenValid schema={agentFormSchema}>
            {mode === 'create' ? 'Create Agent' : 'Update'}
          </form.SubmitWhenValid>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
