import { Button, FormSection, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FormField } from './FormFields.tsx';
import { bodyOf, type FormValues, type StrataFormSpec, setAt, validateForm } from './formModel.ts';

export interface StrataFormViewProps {
  spec: StrataFormSpec;
  /** The values the form starts with (Building Information prefilled from the unit). */
  initialValues: FormValues;
  /** e.g. "Unit 101 · Bayshore Commons (BCS1234)". */
  unitLabel: string;
  /** Files the form; rejects when the server refused it. */
  onSubmit: (body: FormValues) => Promise<void>;
  /** "Error creating property" after a failed create (the only error the spec shows there). */
  failure: string | null;
  backLink: LinkItem;
}

/**
 * The strata unit form pages /strataUnitAdmin/{id}/createDocument/… (strata spec 2, 3, 5, 9): the form's sections, a
 * full-width Create Document button and an error area. Fields the server requires are checked first.
 */
export function StrataFormView({
  spec,
  initialValues,
  unitLabel,
  onSubmit,
  failure,
  backLink,
}: StrataFormViewProps) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [isPending, setPending] = useState(false);
  const errors = submitted ? validateForm(spec, values) : {};
  const onChange = (path: string, value: unknown) => setValues((current) => setAt(current, path, value));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateForm(spec, values)).length > 0) return;
    setPending(true);
    try {
      await onSubmit(bodyOf(values));
    } catch {
      // The route shows the failure.
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="lg" maxWidth="xl">
      <PageHeader title={spec.title} description={unitLabel} backLink={backLink} />
      <Stack as="form" gap="lg" maxWidth="xl" onSubmit={submit} noValidate aria-label={spec.title}>
        {spec.sections.map((section) => (
          <FormSection
            key={section.title}
            title={section.title}
            description={section.description}
            columns={section.columns ?? 1}
          >
            {section.fields.map((field, index) => (
              <FormField
                key={'path' in field ? field.path : `${field.kind}-${index}`}
                field={field}
                values={values}
                errors={errors}
                onChange={onChange}
              />
            ))}
          </FormSection>
        ))}
        <FailureAlert failure={failure} />
        <Button type="submit" fullWidth isPending={isPending}>
          Create Document
        </Button>
      </Stack>
    </Stack>
  );
}
