import { InlineAlert, Link, RadioGroup, Stack, Stepper } from '@portal/ui';
import { useState } from 'react';
import * as z from 'zod/mini';
import { formatDateTime } from '../shared/dateTime.ts';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { newPasswordSchema, strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';
import * as styles from '../shared/frame/publicScreen.css.ts';
import { PendingButton } from '../shared/PendingButton.tsx';

/** What the hash of the link turned out to be. */
export type InvitationState =
  | { kind: 'ready'; email: string }
  | { kind: 'missingHash' }
  | { kind: 'notFound' }
  /** reason: the lookup's expiredReason; expiresAt: when the link stopped working. */
  | { kind: 'expired'; reason?: 'elapsed' | 'replaced' | 'archived' | null; expiresAt?: string }
  /** /authorize?confirm=…: the link mailed to the other email a registration gave. */
  | { kind: 'confirmEmail' }
  | { kind: 'registered' }
  /** The lookup itself failed (network, server): its message. */
  | { kind: 'loadFailed'; message: string };

export interface AuthorizeValues {
  unitNumber: string;
  strataPlanNumber: string;
  nameOnTitle: string;
}

export interface RegisterValues {
  email: string;
  password: string;
  /** register: a new account; signIn: an existing unit-owner account claims the unit. */
  mode: 'register' | 'signIn';
}

export interface AuthorizeViewProps {
  invitation: InvitationState;
  /** Step one passed: step two shows. */
  isAuthorized: boolean;
  onAuthorize: (values: AuthorizeValues) => Promise<void>;
  /** The server's refusal of step one ("One or more fields don't match the authorization requirements"). */
  authorizeError?: string | null | undefined;
  /** Registers (or claims for an existing account), then the route signs in and opens the unit. */
  onRegister: (values: RegisterValues) => Promise<void>;
  registerError?: string | null | undefined;
  /** The server's answer when the registration waits for a link mailed to another email ("We sent a link to …"). */
  registerSent?: string | null | undefined;
  /** The confirmation of that email (/authorize?confirm=…): the button's action, its failure, and once done the user name. */
  onConfirmEmail?: () => Promise<void>;
  confirmError?: string | null | undefined;
  confirmedUserName?: string | null | undefined;
}

const steps = [
  {
    id: 'verify',
    label: 'Verify Your Unit',
    description: 'Unit number, strata plan number and name on title',
  },
  { id: 'account', label: 'Your Account', description: 'Register or sign in' },
] as const;

const required = z.string().check(z.trim(), z.minLength(1, requiredMessage));
const authorizeSchema = z.object({ unitNumber: required, strataPlanNumber: required, nameOnTitle: required });
const emailSchema = z.string().check(z.trim(), z.minLength(1, requiredMessage), z.email(invalidEmailMessage));
const registerSchema = z.extend(newPasswordSchema(strataPasswordMinLength), { email: emailSchema });
const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, requiredMessage)),
  confirmPassword: z.string(),
});

/** /authorize?hash=…: an invited owner verifies the unit, then registers or signs in (strata spec 2). */
export function AuthorizeView(props: AuthorizeViewProps) {
  const { invitation } = props;
  return (
    <section className={styles.card} aria-labelledby="authorize-title">
      <h1 id="authorize-title" className={styles.title}>
        Strata Unit Authorization
      </h1>
      {invitation.kind === 'confirmEmail' ? (
        <ConfirmEmailStep {...props} />
      ) : invitation.kind === 'ready' ? (
        <Stepper steps={steps} currentStep={props.isAuthorized ? 1 : 0} label="Authorization steps">
          {props.isAuthorized ? (
            <AccountStep {...props} email={invitation.email} />
          ) : (
            <VerifyStep {...props} />
          )}
        </Stepper>
      ) : (
        <InvitationProblem invitation={invitation} />
      )}
    </section>
  );
}

/** What to do about an expired invitation, by why it expired. */
function expiredText(invitation: Extract<InvitationState, { kind: 'expired' }>): string {
  if (invitation.reason === 'elapsed') {
    const when = invitation.expiresAt ? ` on ${formatDateTime(invitation.expiresAt)}` : '';
    return `This invitation link expired${when}. Please ask your strata administrator to resend the invitation, then use the link in the new email.`;
  }
  if (invitation.reason === 'replaced') {
    return 'This invitation link was replaced by a newer invitation for this unit. Please use the link in the most recent invitation email, or ask your strata administrator to resend it.';
  }
  return 'This invitation has expired. Please ask your strata administrator to send a new invitation.';
}

function InvitationProblem({
  invitation,
}: {
  invitation: Exclude<InvitationState, { kind: 'ready' } | { kind: 'confirmEmail' }>;
}) {
  const text =
    invitation.kind === 'loadFailed'
      ? invitation.message
      : invitation.kind === 'expired'
        ? expiredText(invitation)
        : {
            missingHash:
              'This page needs the link from your invitation email. Please open the link from that email.',
            notFound:
              'This invitation link is not valid. Please check the link in your email or ask your strata administrator for a new invitation.',
            registered: 'This invitation has already been used. Sign in with the account you registered.',
          }[invitation.kind];
  return (
    <>
      <FailureAlert failure={text} />
      <p className={styles.links}>
        <Link href="/strataLogin">Strata Management Login</Link>
      </p>
    </>
  );
}

/** The unit as the title has it. */
const unitFields = {
  unitNumber: <FormTextField label="Unit Number" isRequired />,
  strataPlanNumber: <FormTextField label="Strata Plan Number" isRequired />,
  nameOnTitle: <FormTextField label="Name on Title" isRequired />,
};

function VerifyStep({ onAuthorize, authorizeError }: AuthorizeViewProps) {
  const form = useAppForm({
    defaultValues: { unitNumber: '', strataPlanNumber: '', nameOnTitle: '' } satisfies AuthorizeValues,
    validators: { onChange: authorizeSchema },
    onSubmit: async ({ value }) => {
      await onAuthorize({
        unitNumber: value.unitNumber.trim(),
        strataPlanNumber: value.strataPlanNumber.trim(),
        nameOnTitle: value.nameOnTitle.trim(),
      }).catch(() => undefined);
    },
  });
  return (
    <Stack as="form" gap="md" onSubmit={submitHandler(form)} noValidate>
      <p className={styles.intro}>Enter the details of your unit as they appear on the title.</p>
      <FailureAlert failure={authorizeError} />
      <FieldList form={form} fields={unitFields} />
      <form.AppForm>
        {/* Step two replaces this button: its pending state is not announced (it would name a gone button). */}
        <form.SubmitButton fullWidth announcePending={false}>
          Verify
        </form.SubmitButton>
      </form.AppForm>
    </Stack>
  );
}

/** The link mailed to the other email a registration gave: one press completes the registration. */
function ConfirmEmailStep({ onConfirmEmail, confirmError, confirmedUserName }: AuthorizeViewProps) {
  if (confirmedUserName) {
    return (
      <>
        <InlineAlert variant="success">
          Your email is confirmed and your registration is complete. Sign in as {confirmedUserName}.
        </InlineAlert>
        <p className={styles.links}>
          <Link href="/strataLogin">Strata Management Login</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.intro}>Confirm this email to complete your registration for your unit.</p>
      <FailureAlert failure={confirmError} />
      <PendingButton onPress={async () => onConfirmEmail?.()}>Confirm Email</PendingButton>
    </>
  );
}

function AccountStep({
  onRegister,
  registerError,
  registerSent,
  email,
}: AuthorizeViewProps & { email: string }) {
  const [mode, setMode] = useState<RegisterValues['mode']>('register');
  if (registerSent) return <InlineAlert variant="success">{registerSent}</InlineAlert>;
  return (
    <Stack gap="md">
      <RadioGroup
        label="Account"
        value={mode}
        onChange={(value) => setMode(value === 'signIn' ? 'signIn' : 'register')}
        options={[
          { value: 'register', label: 'Register a new account' },
          { value: 'signIn', label: 'Sign in with my existing unit owner account' },
        ]}
      />
      <AccountForm
        key={mode}
        mode={mode}
        email={email}
        onRegister={onRegister}
        registerError={registerError}
      />
    </Stack>
  );
}

function AccountForm({
  mode,
  email,
  onRegister,
  registerError,
}: {
  mode: RegisterValues['mode'];
  email: string;
  onRegister: AuthorizeViewProps['onRegister'];
  registerError: AuthorizeViewProps['registerError'];
}) {
  const schema = mode === 'register' ? registerSchema : signInSchema;
  const form = useAppForm({
    defaultValues: { email, password: '', confirmPassword: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await onRegister({ email: value.email.trim(), password: value.password, mode }).catch(() => undefined);
    },
  });
  return (
    <FormFrame form={form} gap="md" failure={registerError}>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
      </form.AppField>
      {mode === 'register' ? (
        <NewPasswordFields form={form} fields={newPasswordFieldNames} />
      ) : (
        <form.AppField name="password">
          {(field) => (
            <field.TextField label="Password" type="password" autoComplete="current-password" isRequired />
          )}
        </form.AppField>
      )}
      <form.AppForm>
        {/* Strata spec 5: the button stays disabled until the email and password are valid. */}
        <form.SubmitWhenValid schema={schema} fullWidth>
          {mode === 'register' ? 'Register' : 'Sign In'}
        </form.SubmitWhenValid>
      </form.AppForm>
    </FormFrame>
  );
}
