/**
 * The spec's phone field shows 10 digits as 123-456-7890 (12 characters), but people type "(604) 555-0100"
 * (14, the contract's maxLength): the field takes 14 and blur rewrites any 10 digits to the 12-character form.
 */
export const phoneMaxLength = 14;

/** The spec's message for a phone that does not match the pattern. */
export const invalidPhoneMessage = 'invalid phone number';

// The contract's pattern (Phone.yaml).
const phonePattern = /^\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/;

export function isValidPhone(text: string): boolean {
  return phonePattern.test(text.trim());
}

/** 10 digits, however typed, become 123-456-7890; anything else is left for the user to fix. */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 10) return text;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
