// What archiving or restoring a record changes besides the record itself, by the contract's tags, declared once: the
// server's kinds save these cascades (mock-server/src/services/archiving.ts and each kind's `save`), and the portal
// refreshes the record's tag and these after the call (`archiveRefresh`).
import type { OperationTag } from './generated/tags.gen.ts';

export const archiveCascades = {
  // An owner's properties go and come back with them, and those properties' listings.
  ownerProfiles: ['properties', 'listings'],
  // A property's listings go with it; its owner's page lists it.
  properties: ['listings', 'ownerProfiles'],
  // Archiving an agent takes them off every building they managed.
  strataAgents: ['strataProperties'],
  // A building's unit count leaves archived units out.
  strataUnits: ['strataProperties'],
  strataProperties: [],
  strataDocuments: [],
  users: [],
  notifications: [],
} as const satisfies Partial<Record<OperationTag, readonly OperationTag[]>>;

export type ArchivableTag = keyof typeof archiveCascades;

/** The tags to refresh after archiving or restoring a record of this tag: its own and its cascade's. */
export function archiveRefresh<Tag extends ArchivableTag>(tag: Tag) {
  return [tag, ...archiveCascades[tag]] as const;
}
