/** The spec's phone field: 10 digits shown as 123-456-7890, at most 12 characters. */
export const phoneMaxLength = 12;

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
