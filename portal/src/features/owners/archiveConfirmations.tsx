// The archive and restore confirmations of rental owners and properties that other screens share: titled with the
// record, the spec's question, and what goes or comes back with it (a restore: only what was archived with it).
import { CascadeMessage } from '../shared/CascadeMessage.tsx';
import {
  archiveQuestion,
  ownerRestoreCascade,
  ownerTitle,
  propertyArchiveCascade,
  propertyRestoreCascade,
  propertyTitle,
  restoreQuestion,
} from './archiveMessages.ts';

export const restoreOwnerConfirmation = (name: string) =>
  ({
    title: ownerTitle('Restore', name),
    message: <CascadeMessage question={restoreQuestion} cascade={() => ownerRestoreCascade} />,
    confirmLabel: 'Restore',
    destructive: false,
  }) as const;

export const restorePropertyConfirmation = (rmNumber: string) =>
  ({
    title: propertyTitle('Restore', rmNumber),
    message: <CascadeMessage question={restoreQuestion} cascade={() => propertyRestoreCascade} />,
    confirmLabel: 'Restore',
    destructive: false,
  }) as const;

/** `listings`: the property's active listings, which go with it. */
export const archivePropertyConfirmation = (rmNumber: string, listings: number) =>
  ({
    title: propertyTitle('Archive', rmNumber),
    message: <CascadeMessage question={archiveQuestion} cascade={propertyArchiveCascade} count={listings} />,
    confirmLabel: 'Archive',
    destructive: false,
  }) as const;
