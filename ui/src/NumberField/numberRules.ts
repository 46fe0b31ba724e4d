/** What is wrong with a committed number, or null: said instead of rounding, clamping or dropping the sign. */
export function numberProblem(
  value: number | null | undefined,
  rules: {
    label?: unknown;
    minValue?: number | undefined;
    maxValue?: number | undefined;
    step?: number | undefined;
  },
): string | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const name = typeof rules.label === 'string' && rules.label !== '' ? rules.label : 'This value';
  if (rules.step !== undefined && !fitsStep(value, rules.step)) {
    return Number.isInteger(rules.step)
      ? `${name} must be a whole number.`
      : `${name} can have at most ${decimalsOf(rules.step)} decimals.`;
  }
  if (rules.minValue !== undefined && value < rules.minValue) {
    return rules.minValue === 0
      ? `${name} cannot be negative.`
      : `${name} cannot be less than ${rules.minValue}.`;
  }
  if (rules.maxValue !== undefined && value > rules.maxValue) {
    return `${name} cannot be more than ${rules.maxValue.toLocaleString('en-CA')}.`;
  }
  return null;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Whether the value is a whole multiple of the step (compared in the step's decimals, without float noise). */
function fitsStep(value: number, step: number): boolean {
  const scale = 10 ** decimalsOf(step);
  const scaled = value * scale;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 && Math.round(scaled) % Math.round(step * scale) === 0;
}
