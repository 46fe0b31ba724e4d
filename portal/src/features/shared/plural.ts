// "1 owner", "2 owners", "0 units": a count with its noun in the right number.
const rules = new Intl.PluralRules('en-CA');

/** The count and the noun, singular for one; `plural` for nouns that do not take an -s. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-CA')} ${rules.select(count) === 'one' ? singular : plural}`;
}
