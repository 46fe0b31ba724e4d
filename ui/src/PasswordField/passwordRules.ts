/** One of the spec's password rules with its exact message. */
export interface PasswordRule {
  id: 'length' | 'number' | 'lowercase' | 'uppercase' | 'special';
  message: string;
  test: (password: string) => boolean;
}

/** Minimum lengths the spec uses: 6 (owner accounts and reset), 8 (strata reset). */
export const passwordMinLengths = [6, 8] as const;

export function passwordRules(minLength = 6): PasswordRule[] {
  return [
    {
      id: 'length',
      message: `password should be at least ${minLength} characters`,
      test: (p) => p.length >= minLength,
    },
    { id: 'number', message: 'requires number', test: (p) => /\d/.test(p) },
    { id: 'lowercase', message: 'requires lowercase', test: (p) => /[a-z]/.test(p) },
    { id: 'uppercase', message: 'requires uppercase', test: (p) => /[A-Z]/.test(p) },
    { id: 'special', message: 'requires special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
  ];
}

/** The messages of the rules a password breaks, in the spec's order (empty when it passes). */
export function passwordErrors(password: string, minLength = 6): string[] {
  return passwordRules(minLength)
    .filter((rule) => !rule.test(password))
    .map((rule) => rule.message);
}

/** The confirm field's message. */
export const passwordsMustMatchMessage = 'passwords must match';
