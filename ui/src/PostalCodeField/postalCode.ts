/** The spec's message for a postal code of the wrong shape. */
export const invalidPostalCodeMessage = 'Invalid postal code';

// Letter-digit-letter, an optional space or hyphen, digit-letter-digit (contract PostalCode.yaml).
const postalPattern = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

export function isValidPostalCode(text: string): boolean {
  return postalPattern.test(text.trim());
}

export const postalCodeMaxLength = 7;

/** Upper case as typed, never longer than "V5H 2E2". */
export function upperPostalCode(text: string): string {
  return text.toUpperCase().slice(0, postalCodeMaxLength);
}

/** On blur: "v5h2e2" → "V5H 2E2", the way Canada Post writes it. */
export function formatPostalCode(text: string): string {
  const compact = text.trim().toUpperCase().replace(/[ -]/g, '');
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : text.trim();
}
