import {
  Button,
  Card,
  Columns,
  ConfirmDialog,
  type DataTableColumn,
  DescriptionList,
  formatDate,
  type Href,
  Inline,
  InlineAlert,
  Link,
  type LinkItem,
  PageHeader,
  Stack,
  userTablePageSizeOptions,
} from '@portal/ui';
import { useState } from 'react';
import { DocumentsByCategory } from '../buildings/index.ts';
import { type AddressValues, ChangeOfAddressDialog } from '../forms/index.ts';
import { BreakableName } from '../shared/BreakableName.tsx';
import { hrefFrom } from '../shared/backLinks.ts';
import { padStatusText } from '../shared/padStart.ts';
import { RecordTable } from '../shared/RecordTable.tsx';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import {
  activePad,
  currentOwner,
  type ExtraPayments,
  formatMoney,
  type StrataUnit,
  type StrataUnitDocument,
  type StrataUnitDocumentCategory,
  type StrataUnitUser,
  unitUserRoleName,
} from './unitOwner.ts';

export interface StrataUnitViewProps {
  unit: StrataUnit;
  /** The signed-in user is the unit's primary user (role 0): the unit, building and payment panels show. */
  isPrimary: boolean;
  /** The unit's documents (primary user only). */
  documents: readonly StrataUnitDocument[];
  categories: readonly StrataUnitDocumentCategory[];
  /** The unit's extra payments; null when they could not be loaded ("Could Not Load Extra Payments."). */
  extraPayments: readonly ExtraPayments[] | null;
  /** Deletes the current owner's PAD after the confirmation; rejects (the route toasts "Could Not Delete PAD."). */
  onDeletePad: (padId: number) => Promise<void>;
  /** Saves the current owner's new address (PUT /strataOwner/{ownerId}); rejects on failure. */
  onUpdateAddress: (ownerId: number, values: AddressValues) => Promise<void>;
  /** The way back, to the page the unit was opened from; the dashboard unless told. */
  backLink?: LinkItem;
}

const userColumns: readonly DataTableColumn<StrataUnitUser>[] = [
  {
    id: 'userName',
    header: 'Username',
    value: (row) => row.user.userName,
    isRowHeader: true,
    allowsSorting: true,
  },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, allowsSorting: true },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, allowsSorting: true },
  {
    id: 'email',
    header: 'Email',
    value: (row) => row.user.email ?? '',
    render: (row) => <BreakableName text={row.user.email ?? ''} />,
  },
  { id: 'phone', header: 'Phone Number', value: (row) => row.user.phoneNumber ?? '' },
  {
    id: 'role',
    header: 'Role',
    value: (row) => row.strataUnitRole,
    render: (row) => unitUserRoleName(row.strataUnitRole),
    allowsSorting: true,
  },
];

/** A requested payment: its amount and the date it is withdrawn on (or from), or a dash when none was asked. */
function paymentColumn(
  id: string,
  header: string,
  payment: 'oneTimePayment' | 'monthlyPayment1' | 'monthlyPayment2',
  dateWord: 'on' | 'from',
): DataTableColumn<ExtraPayments> {
  return {
    id,
    header,
    value: (row) => row[payment],
    render: (row) =>
      row[payment] > 0
        ? `${formatMoney(row[payment])} ${dateWord} ${formatDate(row[`${payment}WithdrawDate` as const])}`
        : '—',
  };
}

const extraPaymentColumns: readonly DataTableColumn<ExtraPayments>[] = [
  {
    id: 'createdAt',
    header: 'Requested',
    value: (row) => row.createdAt,
    render: (row) => formatDate(row.createdAt),
    isRowHeader: true,
  },
  paymentColumn('oneTime', 'One-Time Payment', 'oneTimePayment', 'on'),
  paymentColumn('monthly1', 'Monthly Payment 1', 'monthlyPayment1', 'from'),
  paymentColumn('monthly2', 'Monthly Payment 2', 'monthlyPayment2', 'from'),
  { id: 'status', header: 'PAD Status', value: (row) => row.padStatus },
];

/** The users another user of the unit sees: the primary, secondary and tenant users (strata spec 6). */
const isCurrentUser = (user: StrataUnitUser) => [0, 1, 3].includes(user.strataUnitRole);

/** /strataUnitOwner/strataUnit/{id}: the unit page of a unit owner (strata spec 2). */
export function StrataUnitView(props: StrataUnitViewProps) {
  const {
    unit,
    isPrimary,
    backLink = { label: 'Back To Dashboard', href: '/strataUnitOwner/dashboard' },
  } = props;
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Unit ${unit.unitNumber}`}
        description={`${unit.strataProperty.buildingName}, ${unit.strataProperty.address}`}
        backLink={backLink}
      />
      {isPrimary ? <PrimaryPanels {...props} /> : null}
      <Card title="Users">
        <RecordTable
          label="Unit users"
          columns={userColumns}
          rows={isPrimary ? unit.strataUnitUsers : unit.strataUnitUsers.filter(isCurrentUser)}
          getRowId={(row) => row.userId}
          pageSizeOptions={userTablePageSizeOptions}
          emptyMessage="No users on this unit."
        />
      </Card>
      {isPrimary ? <UnitDocuments documents={props.documents} categories={props.categories} /> : null}
    </Stack>
  );
}

function PrimaryPanels({ unit, extraPayments, onDeletePad, onUpdateAddress }: StrataUnitViewProps) {
  const owner = currentOwner(unit);
  const pad = activePad(unit);
  const payment = unit.currentMonthlyPayment;
  const [padNeeded, setPadNeeded] = useState(false);
  const monthlyHref: Href = payment
    ? `/strataUnitOwner/monthlyPayment/replace/strataUnit/${unit.id}`
    : `/strataUnitOwner/monthlyPayment/strataUnit/${unit.id}`;
  return (
    <>
      <Inline gap="sm">
        {pad === null && owner ? (
          <Link variant="button" href={`/strataUnitOwner/pad/create/${owner.id}?unitId=${unit.id}`}>
            PAD
          </Link>
        ) : null}
        {pad !== null ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">Delete PAD</Button>}
            title="Delete PAD"
            message="Delete this pre-authorized debit? This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={() => onDeletePad(pad.id)}
          />
        ) : null}
        {pad !== null ? (
          <Link variant="button" href={monthlyHref}>
            Monthly Payment
          </Link>
        ) : (
          <Button variant="secondary" onPress={() => setPadNeeded(true)}>
            Monthly Payment
          </Button>
        )}
        <Link variant="button" href={`/strataUnitOwner/forms/extraPayments/${unit.id}`}>
          Extra Payments
        </Link>
        {owner ? (
          <ChangeOfAddressDialog owner={owner} onSave={(values) => onUpdateAddress(owner.id, values)} />
        ) : null}
      </Inline>
      {padNeeded && pad === null ? (
        <InlineAlert variant="warning" title="A PAD is needed first">
          Monthly payments are withdrawn through a pre-authorized debit (PAD). Fill in the PAD form with the
          PAD button first; the Monthly Payment button then opens the monthly payment form.
        </InlineAlert>
      ) : null}
      <Columns gap="lg">
        <Card title="Unit">
          <DescriptionList
            items={[
              { term: 'Unit Number', description: unit.unitNumber },
              { term: 'Strata Lot Number', description: unit.lotNumber },
              { term: 'Unit Location', description: unit.unitLocation ?? '' },
              { term: 'Owner', description: owner?.nameOnTitle ?? '' },
              {
                term: 'Mailing Address',
                description: owner
                  ? [
                      owner.addressLine1,
                      owner.addressLine2,
                      owner.addressLine3,
                      `${owner.city}, ${owner.stateOrProvince} ${owner.postalCode}`,
                      owner.country,
                    ]
                      .filter((line) => line)
                      .join(', ')
                  : '',
              },
            ]}
          />
        </Card>
        <Card title="Building">
          <DescriptionList
            items={[
              {
                term: 'Building',
                description: (
                  <Link
                    href={hrefFrom(
                      `/strataUnitOwner/strataProperty/${unit.strataPropertyId}`,
                      `/strataUnitOwner/strataUnit/${unit.id}`,
                    )}
                  >
                    {unit.strataProperty.buildingName}
                  </Link>
                ),
              },
              { term: 'Address', description: unit.strataProperty.address },
              { term: 'Strata Plan Number', description: unit.strataProperty.strataPlanNumber },
              { term: 'Strata Agent', description: unit.strataProperty.agentName ?? '' },
              { term: 'Agent Phone', description: unit.strataProperty.agentPhone ?? '' },
            ]}
          />
        </Card>
      </Columns>
      <Card title="Payments">
        <DescriptionList
          items={[
            {
              term: 'PAD Status',
              description: pad ? `${padStatusText(pad)} (${pad.financialInstitutionName})` : 'No PAD',
            },
            {
              term: 'Monthly Payment',
              description: payment
                ? `Strata fees ${formatMoney(payment.strataFees)}, parking fees ${formatMoney(payment.parkingFees)}, other fees ${formatMoney(payment.otherFees)}`
                : 'No monthly payment',
            },
            { term: 'Total', description: payment ? formatMoney(payment.totalFees) : '' },
            { term: 'Payment Start Date', description: payment ? formatDate(payment.paymentStartDate) : '' },
          ]}
        />
        <h3 className={styles.subheading}>Extra Payments</h3>
        {extraPayments === null ? (
          <InlineAlert variant="error">Could Not Load Extra Payments.</InlineAlert>
        ) : (
          <RecordTable
            label="Extra payments"
            columns={extraPaymentColumns}
            rows={extraPayments}
            emptyMessage="No extra payments."
          />
        )}
      </Card>
    </>
  );
}

function UnitDocuments({
  documents,
  categories,
}: {
  documents: readonly StrataUnitDocument[];
  categories: readonly StrataUnitDocumentCategory[];
}) {
  return (
    <Card title="Documents">
      <DocumentsByCategory
        label="Unit documents"
        documents={documents}
        categories={categories}
        getCategoryId={(document) => document.strataUnitDocumentCategoryId}
        viewHref={(document) => `/strataUnitOwner/document/view/${document.id}?kind=unit`}
        hideEmptyGroups
      />
    </Card>
  );
}
