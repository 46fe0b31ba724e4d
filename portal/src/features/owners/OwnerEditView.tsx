import { Button, FormSection, type Href, Inline, Link, PageHeader, Stack } from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { submitHandler, useSchemaForm } from '../shared/forms/form.tsx';
import { OwnerProfileFields } from './OwnerProfileFields.tsx';
import {
  editOwnerSchema,
  type OwnerFormValues,
  type OwnerProfile,
  ownerEmailSchema,
  ownerFormValues,
} from './ownerForm.ts';

export interface OwnerEditViewProps {
  owner: OwnerProfile;
  /** Saves the owner's info (PUT /ownerProfile/{id}); rejects when it failed. */
  onSaveInfo: (values: OwnerFormValues) => Promise<void>;
  infoFailure?: Error | null | undefined;
  /** Changes the owner's email, a separate action (PUT /User/updateEmail); rejects when it failed. */
  onSaveEmail: (email: string) => Promise<void>;
  emailFailure?: Error | null | undefined;
}

/** /admin/edit/owner/{id} (rental spec 2.3): the owner's info, and as a separate action the owner's email. */
export function OwnerEditView({
  owner,
  onSaveInfo,
  infoFailure,
  onSaveEmail,
  emailFailure,
}: OwnerEditViewProps) {
  const info = useSchemaForm(ownerFormValues(owner), editOwnerSchema, onSaveInfo);
  const email = useSchemaForm({ email: owner.user.email }, ownerEmailSchema, (value) =>
    onSaveEmail(value.email.trim()),
  );
  const ownerHref: Href = `/admin/owner/${owner.id}`;
  return (
    <Stack gap="lg">
      <PageHeader title={`Edit Owner ${owner.name}`} backLink={{ label: 'Back To Owner', href: ownerHref }} />
      <Stack as="form" gap="lg" onSubmit={submitHandler(info)} noValidate aria-label="Owner Info">
        <OwnerProfileFields form={info} title="Owner Info" isDisabled={false} />
        <FailureAlert failure={infoFailure} />
        <Inline gap="md">
          <info.AppForm>
            <info.SubmitButton>Save Owner Info</info.SubmitButton>
          </info.AppForm>
          <Link href={ownerHref} variant="standalone">
            Cancel
          </Link>
        </Inline>
      </Stack>
      <Stack as="form" gap="lg" onSubmit={submitHandler(email)} noValidate aria-label="Owner Email">
        <FormSection
          title="Owner Email"
          description="The username stays the same: the owner signs in with it or the new email, and mail goes to the new email."
        >
          <email.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="off" isRequired />}
          </email.AppField>
        </FormSection>
        <FailureAlert failure={emailFailure} />
        <Inline gap="md">
          <email.Subscribe
            selector={(state) => ({
              changed: state.values.email.trim().toLowerCase() !== owner.user.email.toLowerCase(),
              submitting: state.isSubmitting,
            })}
          >
            {({ changed, submitting }) => (
              <Button type="submit" variant="secondary" isDisabled={!changed} isPending={submitting}>
                Update Email
              </Button>
            )}
          </email.Subscribe>
        </Inline>
      </Stack>
    </Stack>
  );
}
