// What an audit event keeps of a record or a request body: secrets masked wherever they appear, long texts cut, and an
// update's changed fields old and new (audit/recorder.ts).

/**
 * A field whose value is never recorded (its change is: the value reads "(secret)"), unless it is a boolean, which
 * says only whether there is one (a second factor's `totp: true`).
 */
const secretField =
  /pass(word)?|token|secret|hash|accountnumber|transit|institutionnumber|recovery|^code$|otp|link|signature|content$/i;
export const maskedValue = '(secret)';
const masks = (key: string, value: unknown) =>
  secretField.test(key) && value !== null && typeof value !== 'boolean';
/** Texts longer than this are cut in the audit trail (a description, a comment). */
const longestText = 500;

/** The value with every secret field masked, at any depth, and long texts cut. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > longestText ? `${value.slice(0, longestText)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '(nested)';
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    masked[key] = masks(key, item) ? maskedValue : maskSecrets(item, depth + 1);
  }
  return masked;
}

/** The fields that differ between two versions of a record: { field: { old, new } }, masked. */
export function changedFields(
  before: unknown,
  after: unknown,
): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  if (!isRecord(before) || !isRecord(after)) return changes;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[key] = {
      old: masks(key, old) ? maskedValue : maskSecrets(old),
      new: masks(key, now) ? maskedValue : maskSecrets(now),
    };
  }
  return changes;
}

/** The new values a create or another write sent: { field: { new } }, masked. */
export function sentFields(body: unknown): Record<string, { new: unknown }> {
  const fields: Record<string, { new: unknown }> = {};
  if (!isRecord(body)) return fields;
  for (const [key, value] of Object.entries(maskSecrets(body) as Record<string, unknown>)) {
    fields[key] = { new: value };
  }
  return fields;
}

/** The secret fields a write sent (a new password): recorded as changed, never their value. */
export function secretsSent(body: unknown): Record<string, { old: string; new: string }> {
  const sent: Record<string, { old: string; new: string }> = {};
  if (!isRecord(body)) return sent;
  for (const [key, value] of Object.entries(body)) {
    if (secretField.test(key) && value !== undefined && value !== null && value !== '') {
      sent[key] = { old: maskedValue, new: maskedValue };
    }
  }
  return sent;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
