import {
  Button,
  ComboBox,
  FormSection,
  FormSectionFull,
  type Href,
  Inline,
  Link,
  PageHeader,
} from '@portal/ui';
import { useCallback, useRef, useState } from 'react';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormComboBoxText, FormPostalCodeField, FormSelect } from '../shared/forms/formFields.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import {
  type ContractType,
  contractTypes,
  countries,
  propertyCities,
  provinces,
  suggestedRmNumber,
} from '../shared/rentalConstants.ts';
import * as formStyles from '../shared/rentalScreen.css.ts';
import { PropertySections, usePropertyForm } from './PropertySections.tsx';
import {
  composeAddress,
  fieldsFromAddress,
  type GeocoderResult,
  type PropertyFormValues,
} from './propertyForm.ts';

type AddressPart = 'street' | 'city' | 'province' | 'postal';

export interface PropertyFormViewProps {
  mode: 'create' | 'edit';
  /** The owner profile the property belongs to (null for a property removed from its owner). */
  ownerId: number | null;
  ownerName: string | null;
  /** Create: the owner's count of each contract type, for the suggested property number (spec 9). */
  typeCounts?: Readonly<Record<ContractType, number>>;
  /** Create: property numbers already in use that could match a suggestion, so the suggestion skips them. */
  takenRmNumbers?: readonly string[];
  initialValues: PropertyFormValues;
  /** The geocoder's answers for the text last searched. */
  addressResults: readonly GeocoderResult[];
  isSearchingAddresses?: boolean;
  /** Shown in the address list when the search failed. */
  addressSearchError?: string | undefined;
  /** Called as the address text changes; the route searches the server's geocoder from 3 characters on. */
  onAddressSearch: (text: string) => void;
  onSubmit: (values: PropertyFormValues) => Promise<void>;
  /** The server's message when it refused the property. */
  error?: string | null | undefined;
  /** Where Cancel and the back link go: the owner's page (create) or the property's page (edit). */
  backHref: Href;
}

/**
 * /admin/property/add/{ownerId} and /admin/edit/property/{id} (rental spec 2.3): the address comes from the
 * geocoder search and fills street, city, province, postal and country; Save stays disabled until an address is
 * chosen. On creation the property number is suggested from the contract type and recomputed when it changes.
 */
export function PropertyFormView({
  mode,
  ownerId,
  ownerName,
  typeCounts,
  takenRmNumbers,
  initialValues,
  addressResults,
  isSearchingAddresses = false,
  addressSearchError,
  onAddressSearch,
  onSubmit,
  error,
  backHref,
}: PropertyFormViewProps) {
  // The submit always calls the latest callback the route gave.
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const form = usePropertyForm(initialValues, (values) => submitRef.current(values));
  const [searchText, setSearchText] = useState(initialValues.address);
  // The chosen result's position in the list (controlled, so the list closes on a choice); null while typing.
  const [chosenKey, setChosenKey] = useState<number | null>(null);
  // Whether the address line follows the fields below: once an address is chosen (or saved), or typed by hand.
  const addressLinked = useRef(initialValues.address !== '');
  const [manualAddress, setManualAddress] = useState(false);
  // The search is not marked wrong while the user is still typing in it.
  const [searchFocused, setSearchFocused] = useState(false);

  /** Street, city, province or postal code changed: the address line says the same. */
  const followFields = (name: AddressPart, value: string) => {
    if (!addressLinked.current) return;
    const composed = composeAddress({ ...form.state.values, [name]: value });
    form.setFieldValue('address', composed);
    setSearchText(composed);
  };
  const addressListener = (name: AddressPart) => ({
    onChange: ({ value }: { value: string }) => followFields(name, value),
  });

  /** The search found nothing (or not the right one): the fields below are typed by hand and make the address. */
  const typeAddressByHand = () => {
    addressLinked.current = true;
    setManualAddress(true);
    setChosenKey(null);
    form.setFieldValue('latitude', null);
    form.setFieldValue('longitude', null);
    const composed = composeAddress(form.state.values);
    form.setFieldValue('address', composed);
    setSearchText(composed);
  };

  const counts = typeCounts ? contractTypes.map((type) => typeCounts[type.id]).join(',') : '';
  const taken = (takenRmNumbers ?? []).join(',');
  // Stable while the owner and counts stay the same, so the memoized sections do not re-render on every key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `counts` and `taken` stand for typeCounts and takenRmNumbers.
  const suggestion = useCallback(
    (type: ContractType) =>
      ownerId !== null && typeCounts
        ? suggestedRmNumber(
            type,
            ownerId,
            typeCounts[type],
            new Set((takenRmNumbers ?? []).map((n) => n.toUpperCase())),
          )
        : undefined,
    [ownerId, counts, taken],
  );

  const chooseAddress = (result: GeocoderResult) => {
    const filled = fieldsFromAddress(result);
    form.setFieldValue('address', filled.address);
    form.setFieldValue('street', filled.street);
    form.setFieldValue('city', filled.city);
    form.setFieldValue('province', filled.province);
    form.setFieldValue('postal', filled.postal);
    form.setFieldValue('countryId', filled.countryId);
    form.setFieldValue('latitude', filled.latitude);
    form.setFieldValue('longitude', filled.longitude);
    // Filled fields show their errors at once (a U.S. address has no Canadian province or postal code).
    for (const name of ['street', 'city', 'province', 'postal'] as const) {
      form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }));
    }
    setSearchText(result.label);
    addressLinked.current = true;
    setManualAddress(false);
  };

  const title = mode === 'create' ? 'New Property' : 'Edit Property';
  const description =
    mode === 'create'
      ? `For ${ownerName ?? 'the owner'}`
      : `${initialValues.rmNumber} · ${initialValues.address}`;

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        backLink={{ label: mode === 'create' ? 'Back To Owner' : 'Back To Property', href: backHref }}
      />
      <FormFrame form={form} gap="lg" label={title} failure={error}>
        <FormSection title="Address" columns={2}>
          <FormSectionFull>
            <form.Subscribe
              selector={(state) => ({
                address: state.values.address,
                shown:
                  state.submissionAttempts > 0 ||
                  (state.fieldMeta.address?.isTouched === true && !searchFocused),
              })}
            >
              {({ address, shown }) => (
                <ComboBox
                  label="Address search"
                  description={
                    manualAddress
                      ? 'Typed by hand: fill in street, city, province and postal code below.'
                      : 'Type at least 3 characters of the address, then choose it from the list.'
                  }
                  items={addressResults.map((result, index) => ({ id: index, label: result.label }))}
                  inputValue={searchText}
                  onInputChange={(text) => {
                    setSearchText(text);
                    if (text === form.state.values.address) return;
                    setChosenKey(null);
                    // A changed search is no longer the chosen address: Save waits for a new choice.
                    addressLinked.current = false;
                    setManualAddress(false);
                    form.setFieldValue('address', '');
                    onAddressSearch(text);
                  }}
                  selectedKey={chosenKey}
                  onSelectionChange={(key) => {
                    const result = typeof key === 'number' ? addressResults[key] : undefined;
                    if (!result || typeof key !== 'number') return;
                    setChosenKey(key);
                    chooseAddress(result);
                  }}
                  onFocus={() => setSearchFocused(true)}
                  onBlur={() => {
                    setSearchFocused(false);
                    form.setFieldMeta('address', (meta) => ({ ...meta, isTouched: true }));
                  }}
                  allowsCustomValue
                  // Results arrive after the typing: the list opens at once and shows "Searching…" meanwhile.
                  allowsEmptyCollection
                  menuTrigger="input"
                  isLoading={isSearchingAddresses}
                  emptyMessage={
                    addressSearchError ??
                    (searchText.trim().length < 3 ? 'Type at least 3 characters' : 'No addresses found')
                  }
                  isRequired
                  isInvalid={shown && address === ''}
                  errorMessage={shown && address === '' ? requiredMessage : undefined}
                />
              )}
            </form.Subscribe>
            {manualAddress ? null : (
              <p className={formStyles.hint}>
                Not in the list?{' '}
                <Button variant="link" size="small" onPress={typeAddressByHand}>
                  Type the address by hand
                </Button>
              </p>
            )}
          </FormSectionFull>
          <form.AppField name="street" listeners={addressListener('street')}>
            {(field) => <field.TextField label="Street" isRequired maxLength={200} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="suite">
            {(field) => <field.TextField label="Suite" maxLength={20} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="city" listeners={addressListener('city')}>
            {() => (
              <FormComboBoxText
                label="City"
                isRequired
                defaultItems={propertyCities.map((city) => ({ id: city, label: city }))}
              />
            )}
          </form.AppField>
          <form.AppField name="province" listeners={addressListener('province')}>
            {() => (
              <FormSelect
                label="Province"
                isRequired
                options={provinces.map((province) => ({ id: province, label: province }))}
              />
            )}
          </form.AppField>
          <form.AppField name="postal" listeners={addressListener('postal')}>
            {() => <FormPostalCodeField label="Postal Code" isRequired />}
          </form.AppField>
          <form.AppField name="countryId">
            {() => <FormSelect label="Country" isRequired options={countries} />}
          </form.AppField>
        </FormSection>

        <PropertySections form={form} mode={mode} suggestion={suggestion} />

        <Inline gap="md">
          <form.Subscribe
            selector={(state) => ({ address: state.values.address, isSubmitting: state.isSubmitting })}
          >
            {({ address, isSubmitting }) => (
              <Button type="submit" isDisabled={address === ''} isPending={isSubmitting}>
                Save Property
              </Button>
            )}
          </form.Subscribe>
          <Link href={backHref} variant="secondaryButton">
            Cancel
          </Link>
          <form.Subscribe selector={(state) => state.values.address}>
            {(address) =>
              address === '' ? (
                <p className={formStyles.hint}>
                  {manualAddress
                    ? 'Fill in the address fields below to save.'
                    : 'Search for the address and choose it, or type it by hand, to save.'}
                </p>
              ) : null
            }
          </form.Subscribe>
        </Inline>
        <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isValid}>
          {(needsAttention) =>
            needsAttention ? (
              <p role="status" className={formStyles.hint}>
                Some fields need attention: see the messages above.
              </p>
            ) : null
          }
        </form.Subscribe>
      </FormFrame>
    </>
  );
}
