// The fields of a strata form, drawn from its description (formModel.ts): text, a 200-word text area, checkboxes,
// radio choices, the violation category and subcategory, and the violation rows.
import { Button, Checkbox, Inline, InlineAlert, RadioGroup, Select, TextArea, TextField } from '@portal/ui';
import {
  type FieldSpec,
  type FormValues,
  formMessages,
  getAt,
  maxViolationRows,
  violationCategories,
} from './formModel.ts';
import * as formStyles from './strataForms.css.ts';

export interface FieldProps {
  values: FormValues;
  errors: Record<string, string>;
  onChange: (path: string, value: unknown) => void;
}

const categoryOptions = Object.keys(violationCategories).map((name) => ({ id: name, label: name }));

type Row = { date?: string; from?: string; to?: string };

function ViolationRows({ values, onChange }: FieldProps) {
  const rows = (getAt(values, 'violations') as Row[] | undefined) ?? [];
  const change = (index: number, key: keyof Row, value: string) =>
    onChange(
      'violations',
      rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
    );
  return (
    <div className={formStyles.rows}>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place.
          <div key={index} className={formStyles.row}>
            <TextField
              label={`Date ${n}`}
              value={row.date ?? ''}
              onChange={(value) => change(index, 'date', value)}
            />
            <TextField
              label={`From ${n}`}
              value={row.from ?? ''}
              onChange={(value) => change(index, 'from', value)}
            />
            <TextField
              label={`To ${n}`}
              value={row.to ?? ''}
              onChange={(value) => change(index, 'to', value)}
            />
            <Button
              variant="secondary"
              size="small"
              aria-label={`Remove row ${n}`}
              isDisabled={rows.length === 1}
              onPress={() =>
                onChange(
                  'violations',
                  rows.filter((_, at) => at !== index),
                )
              }
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Inline gap="sm">
        <Button
          variant="secondary"
          isDisabled={rows.length >= maxViolationRows}
          onPress={() => onChange('violations', [...rows, { date: '', from: '', to: '' }])}
        >
          Add Row
        </Button>
      </Inline>
    </div>
  );
}

function ViolationChoice({ values, errors, onChange }: FieldProps) {
  const category = (getAt(values, 'violationCategory') as string | undefined) ?? '';
  const subcategory = (getAt(values, 'violationSubcategory') as string | undefined) ?? '';
  const subcategories = violationCategories[category] ?? [];
  return (
    <>
      <Select
        label="Violation Category"
        options={categoryOptions}
        value={category || null}
        onChange={(key) => {
          onChange('violationCategory', String(key ?? ''));
          onChange('violationSubcategory', '');
        }}
        isRequired
        isInvalid={errors.violationCategory !== undefined}
        errorMessage={errors.violationCategory}
      />
      {category === 'Other' ? (
        <TextField
          label="Specify"
          value={subcategory}
          onChange={(value) => onChange('violationSubcategory', value)}
          isRequired
          isInvalid={errors.violationSubcategory !== undefined}
          errorMessage={errors.violationSubcategory}
        />
      ) : (
        <Select
          label="Violation Subcategory"
          options={subcategories.map((name) => ({ id: name, label: name }))}
          value={subcategory || null}
          onChange={(key) => onChange('violationSubcategory', String(key ?? ''))}
          isDisabled={subcategories.length === 0}
          description={subcategories.length === 0 ? 'Choose a violation category first.' : undefined}
          isRequired
          isInvalid={errors.violationSubcategory !== undefined}
          errorMessage={errors.violationSubcategory}
        />
      )}
    </>
  );
}

/** One field of a section. */
export function FormField({ field, values, errors, onChange }: FieldProps & { field: FieldSpec }) {
  switch (field.kind) {
    case 'text': {
      const error = errors[field.path];
      return (
        <TextField
          label={field.label}
          value={(getAt(values, field.path) as string | undefined) ?? ''}
          onChange={(value) => onChange(field.path, value)}
          maxLength={field.maxLength}
          isRequired={field.required}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      );
    }
    case 'textarea': {
      const error = errors[field.path];
      return (
        <div className={formStyles.wide}>
          <TextArea
            label={field.label}
            description={field.description}
            value={(getAt(values, field.path) as string | undefined) ?? ''}
            onChange={(value) => onChange(field.path, value)}
            maxLength={field.maxLength}
            {...(field.wordLimit !== undefined
              ? { wordLimit: field.wordLimit, overLimitMessage: formMessages.additionalInfoWords }
              : {})}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        </div>
      );
    }
    case 'checkbox':
      return (
        <div className={formStyles.wide}>
          <Checkbox
            isSelected={getAt(values, field.path) === true}
            onChange={(selected) => onChange(field.path, selected)}
          >
            {field.label}
          </Checkbox>
          {errors[field.path] ? <InlineAlert variant="error">{errors[field.path]}</InlineAlert> : null}
        </div>
      );
    case 'radio': {
      const value = getAt(values, field.path);
      const error = errors[field.path];
      return (
        <RadioGroup
          label={field.label}
          orientation="horizontal"
          options={field.options.map((option) => ({ value: String(option.value), label: option.label }))}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(chosen) => onChange(field.path, Number(chosen))}
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      );
    }
    case 'violation':
      return <ViolationChoice values={values} errors={errors} onChange={onChange} />;
    case 'violations':
      return <ViolationRows values={values} errors={errors} onChange={onChange} />;
    case 'note':
      return (
        <div className={formStyles.wide}>
          <InlineAlert variant="info">{field.text}</InlineAlert>
        </div>
      );
  }
}
