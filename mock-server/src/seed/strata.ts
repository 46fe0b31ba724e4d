// The strata side of the demo data (src/seed.ts): agents, buildings, units, owners, an invitation and payments.
import { newSecret, secretDigest } from '../auth/secrets.ts';
import {
  preAuthorizedDebits,
  strataAgents,
  strataExtraPayments,
  strataMonthlyPayments,
  strataOwners,
  strataProperties,
  strataUnits,
  strataUnitUserInvitations,
  strataUnitUsers,
} from '../db/schema.ts';
import type { SeedResult } from '../seed.ts';
import { insertId, type SeedContext } from './context.ts';

/** Strata agents, buildings with their logins, units with users and owners, an invitation, a PAD and payments. */
export async function seedStrataRecords(ctx: SeedContext, userIds: SeedResult['users']) {
  const { tx } = ctx;
  const agent = (values: typeof strataAgents.$inferInsert) => insertId(tx, strataAgents, values);
  const agents = {
    karen: await agent({ name: 'Karen Liu', phone: '604-555-0134', email: 'karen.liu@portal.example.ca' }),
    mark: await agent({
      name: 'Mark Bellamy',
      phone: '604-555-0135',
      email: 'mark.bellamy@portal.example.ca',
    }),
    priya: await agent({
      name: 'Priya Dhillon',
      phone: '604-555-0136',
      email: 'priya.dhillon@portal.example.ca',
    }),
    archived: await agent({
      name: 'Tom Fraser',
      phone: '604-555-0137',
      email: 'tom.fraser@portal.example.ca',
      archived: true,
    }),
  };

  const building = (values: typeof strataProperties.$inferInsert) => insertId(tx, strataProperties, values);
  const buildings = {
    bcs: await building({
      buildingName: 'Bayshore Commons',
      strataPlanNumber: 'BCS1234',
      address: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
      street: '1650 Bayshore Drive',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6G 3K2',
      agentId: agents.karen,
      propertyAdminId: userIds.BCS1234,
      buildingManagerName: 'Greg Patterson',
      buildingManagerPhone: '604-555-0150',
    }),
    eps: await building({
      buildingName: 'Edmonds Park Square',
      strataPlanNumber: 'EPS5678',
      address: '7388 Kingsway, Burnaby, BC V3N 3C1',
      street: '7388 Kingsway',
      city: 'Burnaby',
      province: 'BC',
      postal: 'V3N 3C1',
      agentId: agents.mark,
      propertyAdminId: userIds.EPS5678,
      buildingManagerName: 'Tariq Hassan',
      buildingManagerPhone: '604-555-0151',
    }),
    lms: await building({
      buildingName: 'Lonsdale Quay Terraces',
      strataPlanNumber: 'LMS9012',
      address: '155 East 3rd Street, North Vancouver, BC V7L 1E6',
      street: '155 East 3rd Street',
      city: 'North Vancouver',
      province: 'BC',
      postal: 'V7L 1E6',
      agentId: agents.priya,
    }),
    archived: await building({
      buildingName: 'Queens Park Manor',
      strataPlanNumber: 'NWS3456',
      address: '228 Fourth Street, New Westminster, BC V3L 2V1',
      street: '228 Fourth Street',
      city: 'New Westminster',
      province: 'BC',
      postal: 'V3L 2V1',
      archived: true,
    }),
  };

  const unit = (strataPropertyId: number, unitNumber: string, lotNumber: string, archived = false) =>
    insertId(tx, strataUnits, {
      strataPropertyId,
      unitNumber,
      lotNumber,
      unitLocation: `Floor ${unitNumber.slice(0, -2) || '1'}`,
      archived,
    });
  const units = {
    bcs101: await unit(buildings.bcs, '101', '1'),
    bcs102: await unit(buildings.bcs, '102', '2'),
    bcs201: await unit(buildings.bcs, '201', '5'),
    bcs202: await unit(buildings.bcs, '202', '6'),
    bcs301Archived: await unit(buildings.bcs, '301', '9', true),
    eps305: await unit(buildings.eps, '305', '12'),
    eps306: await unit(buildings.eps, '306', '13'),
    eps1204: await unit(buildings.eps, '1204', '40'),
    lms401: await unit(buildings.lms, '401', '22'),
  };

  await tx.insert(strataUnitUsers).values([
    {
      strataUnitId: units.bcs101,
      userId: userIds.unitowner,
      strataUnitRole: 0,
      firstName: 'Daniel',
      lastName: 'Okafor',
    },
    {
      strataUnitId: units.bcs101,
      userId: userIds.unitowner2,
      strataUnitRole: 1,
      firstName: 'Sophie',
      lastName: 'Nguyen',
    },
    {
      strataUnitId: units.eps305,
      userId: userIds.unitowner2,
      strataUnitRole: 0,
      firstName: 'Sophie',
      lastName: 'Nguyen',
    },
  ]);

  const owner = (values: typeof strataOwners.$inferInsert) => insertId(tx, strataOwners, values);
  const owners = {
    bcs101: await owner({
      strataUnitId: units.bcs101,
      userId: userIds.unitowner,
      nameOnTitle: 'Daniel Okafor',
      addressLine1: '101-1650 Bayshore Drive',
      city: 'Vancouver',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V6G 3K2',
      email: 'daniel.okafor@example.ca',
      isCurrent: true,
      pending: false,
      strataRole: 2,
    }),
    eps305: await owner({
      strataUnitId: units.eps305,
      userId: userIds.unitowner2,
      nameOnTitle: 'Sophie Nguyen',
      addressLine1: '305-7388 Kingsway',
      city: 'Burnaby',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V3N 3C1',
      email: 'sophie.nguyen@example.ca',
      isCurrent: true,
      pending: false,
      strataRole: 2,
    }),
    bcs102Pending: await owner({
      strataUnitId: units.bcs102,
      nameOnTitle: 'Amelia Grant',
      addressLine1: '4420 West 10th Avenue',
      city: 'Vancouver',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V6R 2H9',
      email: 'amelia.grant@example.ca',
      isCurrent: false,
      pending: true,
      strataRole: 2,
    }),
  };

  // A pending invitation, mailed, so /authorize can be tried from the development mailbox.
  const invitationHash = newSecret();
  const invitationId = await insertId(tx, strataUnitUserInvitations, {
    strataUnitId: units.bcs102,
    strataOwnerId: owners.bcs102Pending,
    email: 'amelia.grant@example.ca',
    strataRole: 0,
    hashDigest: secretDigest(invitationHash),
    sentAt: new Date(),
  });

  const padId = await insertId(tx, preAuthorizedDebits, {
    strataUnitId: units.bcs101,
    strataOwnerId: owners.bcs101,
    financialInstitutionName: 'Royal Bank of Canada',
    financialInstitutionAddress: '1025 West Georgia Street',
    financialInstitutionCity: 'Vancouver',
    financialInstitutionProvince: 'BC',
    bankTransitNumber: '01230',
    institutionNumber: '003',
    accountNumber: '5012345',
    accountHolderFirstAndLastName: 'Daniel Okafor',
    address: '101-1650 Bayshore Drive, Vancouver, BC',
    postalCode: 'V6G 3K2',
    padStatus: 'Active',
  });

  const archivedPaymentId = await insertId(tx, strataMonthlyPayments, {
    strataUnitId: units.bcs101,
    strataFees: 398,
    parkingFees: 25,
    otherFees: 0,
    totalFees: 423,
    paymentStartDate: '2026-01-01',
    archived: true,
  });
  const currentPaymentId = await insertId(tx, strataMonthlyPayments, {
    strataUnitId: units.bcs101,
    strataFees: 412.5,
    parkingFees: 25,
    otherFees: 10,
    totalFees: 447.5,
    paymentStartDate: '2027-01-01',
  });
  const extraPaymentId = await insertId(tx, strataExtraPayments, {
    strataUnitId: units.bcs101,
    preAuthorizedDebitId: padId,
    oneTimePayment: 1200,
    oneTimePaymentWithdrawDate: '2027-01-01',
    monthlyPayment1: 150,
    monthlyPayment1WithdrawDate: '2027-01-01',
    monthlyPayment2: 0,
    monthlyPayment2WithdrawDate: '2027-01-01',
    paymentStartDate: '2027-01-01',
    padStatus: 'Pending',
  });
  return {
    strataAgents: agents,
    strataProperties: buildings,
    strataUnits: units,
    strataOwners: owners,
    invitations: { bcs102: { id: invitationId, hash: invitationHash } },
    preAuthorizedDebits: { bcs101: padId },
    monthlyPayments: { bcs101Current: currentPaymentId, bcs101Archived: archivedPaymentId },
    extraPayments: { bcs101: extraPaymentId },
  } satisfies Partial<SeedResult>;
}
