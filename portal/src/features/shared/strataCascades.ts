// What goes with a strata record when it is archived, restored or deleted, as the server does it (strata spec 4 and
// 8; mock-server's services and the schema's cascades): the second sentence of each confirmation, under the spec's
// question, as the rental side's archiveMessages.ts says it for owners and properties.

/** The sentence saying what goes with the record, for each action that has one. */
export interface Cascades {
  archive?: string;
  restore?: string;
  delete?: string;
}

/** An archived document is hidden from the owners who read it; deleting it deletes its PDF. */
export const documentCascades = {
  archive: 'Owners no longer see it.',
  restore: 'Owners see it again.',
  delete: 'Its file is deleted too.',
} satisfies Cascades;

/** Archiving an agent takes them off every building they manage (not given back on restore). */
export const agentCascades = {
  archive: 'They are taken off every building they manage.',
  restore: 'The buildings they managed do not get them back: choose them again on each building.',
} satisfies Cascades;

/** A strata user (an administrator or a Strata Owner login) archived can no longer sign in. */
export const userCascades = {
  archive: 'They are signed out and can no longer sign in.',
  restore: 'They can sign in again.',
} satisfies Cascades;

/** An archived building is hidden from its unit users and its Strata Owner login; a delete takes what it holds. */
export const buildingCascades = {
  archive: 'Its unit users and its Strata Owner login no longer see it; its units and documents are kept.',
  restore: 'Its unit users and its Strata Owner login see it again.',
  delete:
    'Its units (with their owners, invitations and payments), documents, staff and files are deleted too; its Strata Owner login is kept.',
} satisfies Cascades;

/** An archived unit is hidden from its users; a delete takes what the unit holds, not its users' accounts. */
export const unitCascades = {
  archive: 'Its users no longer see it; its owners, payments and documents are kept.',
  restore: 'Its users see it again.',
  delete:
    'Its invitations, owners, payments, documents and files are deleted too; its users keep their accounts.',
} satisfies Cascades;
