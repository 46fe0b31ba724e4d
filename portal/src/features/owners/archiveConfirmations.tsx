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

/** A restore's confirmation: titled with the record, the spec's question, then what comes back with the record. */
const restoreConfirmation = (title: string, cascade: string) =>
  ({
    title,
    message: <CascadeMessage question={restoreQuestion} cascade={() => cascade} />,
    confirmLabel: 'Restore',
    destructive: false,
  }) as const;

export const restoreOwnerConfirmation = (name: string) =>
  restoreConfirmation(ownerTitle('Restore', name), ownerRestoreCascade);

export const restorePropertyConfirmation = (rmNumber: string) =>
  restoreConfirmation(propertyTitle('Restore', rmNumber), propertyRestoreCascade);

/** `listings`: the property's active listings, which go with it. */
export const archivePropertyConfirmation = (rmNumber: string, listings: number) =>
  ({
    title: propertyTitle('Archive', rmNumber),
    message: <CascadeMessage question={archiveQuestion} cascade={propertyArchiveCascade} count={listings} />,
    confirmLabel: 'Archive',
    destructive: false,
  }) as const;
