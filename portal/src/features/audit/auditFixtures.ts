// Entries of the audit trail as GET /audit answers them, for the stories.
import type { AuditEvent } from '../shared/schemas.ts';

const hash = (n: number) => n.toString(16).padStart(64, '0');

const entry = (n: number, fields: Partial<AuditEvent>): AuditEvent => ({
  id: n,
  createdAt: `2026-11-2${n}T16:0${n}:00Z`,
  action: 'updateProperty',
  kind: 'write',
  side: 'rental',
  actorId: 2,
  actorName: 'admin',
  actorRole: 'admin',
  ip: '203.0.113.7',
  targetType: 'property',
  targetId: 1,
  targetName: 'RM10442',
  details: {},
  prevHash: hash(n - 1),
  hash: hash(n),
  ...fields,
});

export const storyAuditEvents: AuditEvent[] = [
  entry(4, {
    action: 'updateOwnerProfile',
    targetType: 'ownerProfile',
    targetId: 1,
    targetName: 'Maria Chen',
    details: {
      city: { old: 'Burnaby', new: 'Vancouver' },
      phone: { old: '604-555-0100', new: '604-555-0147' },
    },
  }),
  entry(3, {
    action: 'signIn',
    kind: 'signInFailed',
    actorId: null,
    actorName: 'owner',
    actorRole: null,
    targetType: 'user',
    targetId: null,
    targetName: null,
    details: { reason: 'wrong password', statusCode: 401 },
  }),
  entry(2, {
    action: 'listOwnerProfiles',
    kind: 'export',
    targetType: 'ownerProfile',
    targetId: null,
    targetName: null,
    details: { format: 'csv' },
  }),
  entry(1, {
    action: 'updateUser',
    targetType: 'user',
    targetId: 3,
    targetName: 'owner2',
    details: { password: { old: '(secret)', new: '(secret)' } },
  }),
];
