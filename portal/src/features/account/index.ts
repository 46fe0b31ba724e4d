// The account feature's public face for other features: a person's two-step sign-in as the staff who manage their
// account see it, and turning it off for one who lost their device and recovery codes.
export { userSecondFactorsQuery, useTurnOffSecondFactors } from './api.ts';
export { SecondFactorsCard } from './SecondFactorsCard.tsx';
export type { MfaStatusValue } from './SecuritySection.tsx';
export { TurnOffSecondFactors } from './TurnOffSecondFactors.tsx';
