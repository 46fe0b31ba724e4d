import { Button, Card, FormSection, formatDate, Link, PageHeader, Stack, UploadDropZone } from '@portal/ui';
import { useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import { FormCheckbox, FormSelect, FormTextArea } from '../shared/forms/formFields.tsx';
import {
  emptyRequestForm,
  type RequestFormValues,
  type RequestPlace,
  requestFormSchema,
} from './requestForm.ts';
import {
  categoryOptions,
  priorityOptions,
  type RequesterArea,
  requestHref,
  requestsHref,
  type ServiceRequest,
  statusLabel,
} from './requestText.ts';
import * as styles from './serviceRequests.css.ts';

export interface RequestCriteria {
  /** The building whose common property the request is about, else none. */
  commonBuildingId: number | undefined;
  category: string;
}

export interface RequestFormViewProps {
  area: RequesterArea;
  places: readonly RequestPlace[];
  /** The building's open common-area requests of the chosen category (for `onCriteria`'s last call). */
  similar: readonly ServiceRequest[];
  /** Called as the place and category change: the container looks for similar open requests. */
  onCriteria: (criteria: RequestCriteria) => void;
  /** "Me too" on one of `similar`: follow it instead of asking again. */
  onFollow: (request: ServiceRequest) => Promise<void>;
  onSubmit: (values: RequestFormValues, files: readonly File[]) => Promise<void>;
  failure?: Error | string | null | undefined;
}

/**
 * /…/requests/new: where, what, the category of that place's side, the priority, whether staff may enter, and
 * photos or PDFs (a phone's camera too). About a building's common property, the open requests of the same
 * category are shown first with "Me too", so one broken elevator stays one request.
 */
export function RequestFormView({
  area,
  places,
  similar,
  onCriteria,
  onFollow,
  onSubmit,
  failure,
}: RequestFormViewProps) {
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm(emptyRequestForm(places), requestFormSchema, (values) =>
    onSubmit(values, files),
  );
  const placeKey = useStore(form.store, (state) => state.values.place);
  const category = useStore(form.store, (state) => state.values.category);
  const place = places.find((candidate) => candidate.key === placeKey);
  const categories = categoryOptions(place?.side ?? (places[0]?.side || 'strata'));
  const commonBuildingId = place?.commonBuildingId;
  useEffect(() => {
    onCriteria({ commonBuildingId, category });
  }, [commonBuildingId, category, onCriteria]);
  return (
    <Stack gap="lg">
      <PageHeader title="New Request" backLink={{ label: 'Back To Requests', href: requestsHref(area) }} />
      <FormFrame form={form} gap="lg" maxWidth="lg" label="New Request" failure={failure}>
        <FormSection title="Where and what">
          <form.AppField
            name="place"
            listeners={{
              onChange: ({ value }) => {
                // A category of the other side (a rental category for a unit) no longer fits.
                const side = places.find((candidate) => candidate.key === value)?.side;
                const current = form.getFieldValue('category');
                if (side && current && !categoryOptions(side).some((option) => option.id === current)) {
                  form.setFieldValue('category', '');
                }
              },
            }}
          >
            {() => (
              <FormSelect
                label="Where"
                isRequired
                options={places.map((candidate) => ({ id: candidate.key, label: candidate.label }))}
              />
            )}
          </form.AppField>
          <form.AppField name="category">
            {() => <FormSelect label="Category" isRequired options={categories} />}
          </form.AppField>
        </FormSection>
        {commonBuildingId !== undefined && similar.length > 0 ? (
          <Card title="Already asked?" headingLevel={3}>
            <p className={styles.muted}>
              These requests about the building's common property are open. If yours is the same, press Me
              too: you follow it and staff see how many are affected.
            </p>
            <ul className={styles.similar} aria-label="Open requests of this category">
              {similar.map((request) => (
                <li key={request.id} className={styles.similarItem}>
                  <span>
                    <Link href={requestHref(area, request.id)}>{request.title}</Link>{' '}
                    <span className={styles.muted}>
                      {statusLabel(request.status)} · since {formatDate(request.createdAt)} ·{' '}
                      {request.affectedCount} affected
                    </span>
                  </span>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Me too: ${request.title}`}
                    onPress={() => onFollow(request).catch(() => undefined)}
                  >
                    Me too
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <FormSection title="The request">
          <FieldList
            form={form}
            fields={{
              title: <FormTextField label="Title" isRequired maxLength={120} />,
              description: (
                <FormTextArea
                  label="What happened"
                  description="Where exactly, since when, what you have tried."
                  isRequired
                  rows={5}
                />
              ),
              priority: (
                <FormSelect
                  label="Priority"
                  isRequired
                  description="Emergency: answered within 4 hours (a flood, no heat, a door that does not lock). High: 1 business day, normal 3, low 7."
                  options={priorityOptions}
                />
              ),
              entryPermission: (
                <FormCheckbox description="They give 48 hours' written notice first, unless it is an emergency.">
                  Staff or a trade may enter to do the work
                </FormCheckbox>
              ),
            }}
          />
        </FormSection>
        <FormSection title="Photos">
          <UploadDropZone label="Photos or PDFs" kind="requestFiles" files={files} onChange={setFiles} />
        </FormSection>
        <form.AppForm>
          <form.SubmitWithCancel cancelHref={requestsHref(area)} gap="sm">
            Send Request
          </form.SubmitWithCancel>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
