import type { DataTableColumn } from '@portal/ui';
import { TurnOffSecondFactors } from '../account/index.ts';
import { backToBuilding } from '../shared/backLinks.ts';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { UnitUserSecondFactor } from '../shared/schemas.ts';
import type { ServerTableState } from '../shared/tableProps.ts';

/** The cell of an account with or without a second factor (authenticator codes or a passkey). */
export const secondFactorWords = { on: 'On', off: 'Off' } as const;

/** Unit, Name, User Name and Two-Step Sign-In; the ids are the server's sort keys. */
export const secondFactorColumns: readonly DataTableColumn<UnitUserSecondFactor>[] = [
  { id: 'unitNumbers', header: 'Unit', value: (user) => user.unitNumbers.join(', ') },
  { id: 'name', header: 'Name', value: (user) => user.name, isRowHeader: true },
  { id: 'userName', header: 'User Name', value: (user) => user.userName },
  {
    id: 'secondFactor',
    header: 'Two-Step Sign-In',
    value: (user) => (user.secondFactor ? secondFactorWords.on : secondFactorWords.off),
  },
];

export interface BuildingSecondFactorsViewProps {
  building: { id: number; buildingName: string };
  users: readonly UnitUserSecondFactor[];
  /** The table paged, sorted and searched by the server (`users` is then its page). */
  table?: ServerTableState<UnitUserSecondFactor>;
  /**
   * Turns off the two-step sign-in of a person who lost their device and recovery codes, with the staff member's
   * password; rejects when it failed (the confirmation stays open).
   */
  onTurnOff?: (user: UnitUserSecondFactor, password: string) => Promise<void>;
}

/**
 * /strataAdmin/strataProperty/{id}/secondFactors: the building's current unit users (owners and tenants of its
 * units) and whether each has turned two-step sign-in on (authenticator codes or a passkey), so the strata
 * administrator can see who has not. An owner turns it on from their account page; the strata administrator turns it
 * off for one who lost their device and recovery codes (Turn Off on their row).
 */
export function BuildingSecondFactorsView({
  building,
  users,
  table,
  onTurnOff,
}: BuildingSecondFactorsViewProps) {
  return (
    <ListScreen
      title="Two-Step Sign-In"
      description={`${building.buildingName}: which unit users sign in with a code or a passkey as well as their password.`}
      backLink={backToBuilding(building)}
    >
      <RecordTable
        label="Two-Step Sign-In"
        table={table}
        columns={secondFactorColumns}
        rows={users}
        getRowId={(user) => user.userId}
        emptyMessage="No unit users in this building yet."
        renderActions={
          onTurnOff
            ? (user) =>
                user.secondFactor ? (
                  <TurnOffSecondFactors
                    name={user.name || user.userName}
                    onConfirm={(password) => onTurnOff(user, password)}
                  />
                ) : null
            : undefined
        }
      />
    </ListScreen>
  );
}
