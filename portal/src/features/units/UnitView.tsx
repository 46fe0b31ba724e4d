import {
  Button,
  Card,
  ConfirmDialog,
  confirmPresets,
  type DataTableColumn,
  Inline,
  Link,
  PageHeader,
  Stack,
  userTablePageSizeOptions,
} from '@portal/ui';
import { historyHref } from '../audit/index.ts';
import {
  DocumentsByCategory,
  type StrataUnitDocument,
  type StrataUnitDocumentCategory,
} from '../buildings/index.ts';
import { BreakableName } from '../shared/BreakableName.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { RowButton } from '../shared/RowButton.tsx';
import { type StrataOwner, type StrataUnit, type StrataUnitUser, unitUserRoleName } from './unitOwner.ts';
import { fullName, ownerStatus } from './unitUsers.ts';

/** The five unit forms of brief C (strata spec 2 "Strata unit forms"). */
export const unitForms = [
  { path: 'changeOfAddress', label: 'Change of Address' },
  { path: 'ownerInformationSheet', label: 'Owner Information Sheet' },
  { path: 'PAD', label: 'PAD' },
  { path: 'bylawComplaint', label: 'Bylaw Complaint' },
  { path: 'bylawDispute', label: 'Bylaw Dispute' },
] as const;

const ownerColumns: readonly DataTableColumn<StrataOwner>[] = [
  { id: 'nameOnTitle', header: 'Name On Title', value: (owner) => owner.nameOnTitle, isRowHeader: true },
  {
    id: 'email',
    header: 'Email',
    value: (owner) => owner.email,
    render: (owner) => <BreakableName text={owner.email} />,
  },
  { id: 'status', header: 'Status', value: ownerStatus },
  { id: 'confirmed', header: 'Confirmed', value: (owner) => (owner.confirmed ? 'Yes' : 'No') },
];

export interface UnitViewProps {
  unit: StrataUnit;
  documents: readonly StrataUnitDocument[];
  categories: readonly StrataUnitDocumentCategory[];
  /** Only strataAdmin sees the users table's Action column (strata spec 2 and 6). */
  showActions: boolean;
  /** Mails the unit's latest invitation again after the confirmation; rejects when it failed. */
  onResendInvitation: () => Promise<void>;
  /** Removes the user from the unit after the confirmation; rejects when it failed. */
  onRemoveUser: (user: StrataUnitUser) => Promise<void>;
  /** Opens the unit-user form with this record. */
  onEditUnitUser: (user: StrataUnitUser) => void;
  onArchiveDocument: (document: StrataUnitDocument) => Promise<void>;
}

/**
 * /strataAdmin/strataUnit/{id} (strata spec 2): the unit headed by unit number, building and lot number; its users
 * (the spec's columns, roles by reading B, Action for strataAdmin), owners with Resend Invitation, documents by category, and
 * links to the building, Add User, Add Document, Archived Documents and the five unit forms.
 */
export function UnitView({
  unit,
  documents,
  categories,
  showActions,
  onResendInvitation,
  onRemoveUser,
  onEditUnitUser,
  onArchiveDocument,
}: UnitViewProps) {
  const userColumns: readonly DataTableColumn<StrataUnitUser>[] = [
    { id: 'userName', header: 'Username', value: (user) => user.user.userName, isRowHeader: true },
    { id: 'firstName', header: 'First Name', value: (user) => user.firstName },
    { id: 'lastName', header: 'Last Name', value: (user) => user.lastName },
    {
      id: 'email',
      header: 'Email',
      value: (user) => user.user.email ?? '',
      render: (user) => <BreakableName text={user.user.email ?? ''} />,
    },
    { id: 'phoneNumber', header: 'Phone Number', value: (user) => user.user.phoneNumber ?? '' },
    { id: 'role', header: 'Role', value: (user) => unitUserRoleName(user.strataUnitRole) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Unit ${unit.unitNumber}`}
        description={`${unit.strataProperty.buildingName} · Lot ${unit.lotNumber}`}
        backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${unit.strataPropertyId}` }}
        actions={
          <>
            <Link href={`/strataAdmin/user/add/strataUnit/${unit.id}`} variant="button">
              Add User
            </Link>
            <Link href={historyHref('strataAdmin', 'strataUnit', unit.id)} variant="button">
              History
            </Link>
          </>
        }
      />
      <Card title="Users">
        <RecordTable
          label="Unit Users"
          columns={userColumns}
          rows={unit.strataUnitUsers}
          getRowId={(user) => user.userId}
          pageSizeOptions={userTablePageSizeOptions}
          emptyMessage="No users yet."
          {...(showActions
            ? {
                renderActions: (user: StrataUnitUser) => (
                  <Inline gap="sm">
                    <RowButton
                      action="Edit"
                      record={`unit user ${user.user.userName}`}
                      onPress={() => onEditUnitUser(user)}
                    />
                    <Link
                      href={`/strataAdmin/user/edit/${user.userId}?unitId=${user.strataUnitId}`}
                      aria-label={`Edit login of ${user.user.userName}`}
                    >
                      Login
                    </Link>
                    <ConfirmDialog
                      {...confirmPresets.remove}
                      title="Remove user"
                      message={`Are you sure you want to remove ${fullName(user)} from this unit? To keep a record of them, change their role (e.g. to Past Owner or Past Tenant) instead.`}
                      onConfirm={() => onRemoveUser(user)}
                      trigger={
                        <Button variant="danger" size="small" aria-label={`Remove ${user.user.userName}`}>
                          Remove
                        </Button>
                      }
                    />
                  </Inline>
                ),
              }
            : {})}
        />
      </Card>
      <Card
        title="Owners"
        actions={
          <ConfirmDialog
            {...confirmPresets.resend}
            title="Resend invitation"
            message="Send the invitation email to the unit's invited owner again?"
            onConfirm={onResendInvitation}
            trigger={<Button variant="secondary">Resend Invitation</Button>}
          />
        }
      >
        <RecordTable
          label="Owners"
          columns={ownerColumns}
          rows={unit.strataOwners}
          emptyMessage="No owner records yet."
          filterable={false}
        />
      </Card>
      <Card
        title="Documents"
        actions={
          <>
            <Link href={`/strataAdmin/document/upload/${unit.id}?documentFor=unit`} variant="button">
              Add Document
            </Link>
            <Link href={`/strataAdmin/documents/archived/strataUnit/${unit.id}`} variant="button">
              Archived Documents
            </Link>
          </>
        }
      >
        <DocumentsByCategory
          label="Unit documents"
          documents={documents}
          categories={categories}
          getCategoryId={(document) => document.strataUnitDocumentCategoryId}
          viewHref={(document) => `/strataAdmin/document/view/${document.id}?kind=unit`}
          editHref={(document) => `/strataAdmin/strataUnitDocument/edit/${document.id}`}
          onArchive={onArchiveDocument}
        />
      </Card>
      <Card title="Unit Forms">
        <Inline gap="sm" align="stretch" aria-label="Unit forms">
          {unitForms.map((form) => (
            <Link
              key={form.path}
              href={`/strataUnitAdmin/${unit.id}/createDocument/${form.path}`}
              variant="button"
            >
              {form.label}
            </Link>
          ))}
        </Inline>
      </Card>
    </Stack>
  );
}
