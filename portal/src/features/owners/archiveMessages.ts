// Archive and restore of rental owners and properties (rental spec 4 and 8): each confirmation is titled with the
// record's name, asks the spec's question and says what goes with the record, as the server's cascade has it
// (@portal/sdk/archiving: an owner's properties and those properties' listings; a property's listings). Counts are
// said when the screen knows them. No pronoun beyond "their" and "its": an owner's gender is not recorded.
import { counted } from '../shared/plural.ts';

/** The spec's questions (rental spec: "Are you sure you want to archive this?"). */
export const archiveQuestion = 'Are you sure you want to archive this?';
export const restoreQuestion = 'Are you sure you want to restore this?';

/** What goes with an owner into the archive: their properties, and those properties' listings. */
export function ownerArchiveCascade(properties?: number): string {
  if (properties === undefined) return 'Their properties and the properties’ listings are archived too.';
  if (properties === 0) return 'They have no properties, so nothing else is archived.';
  if (properties === 1) return 'Their 1 property and its listings are archived too.';
  return `Their ${counted(properties, 'property', 'properties')} and the properties’ listings are archived too.`;
}

/** What goes with a property into the archive: its listings. */
export function propertyArchiveCascade(listings?: number): string {
  if (listings === undefined) return 'Its listings are archived too.';
  if (listings === 0) return 'It has no listings, so nothing else is archived.';
  return `Its ${counted(listings, 'listing')} ${listings === 1 ? 'is' : 'are'} archived too.`;
}

/** A restore brings back only what was archived with the record (a property archived on its own stays archived). */
export const ownerRestoreCascade = 'Their properties and listings archived with them are restored too.';
export const propertyRestoreCascade = 'Its listings archived with it are restored too.';

/** The owner's name in a title ("Archive Margaret Chen"), and the property's RM Number ("Archive property RM0012"). */
export const ownerTitle = (verb: 'Archive' | 'Restore', name: string) => `${verb} ${name}`;
export const propertyTitle = (verb: 'Archive' | 'Restore', rmNumber: string) =>
  `${verb} property ${rmNumber}`;
