/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** The counter text under a limited text area, e.g. "37 / 200 words". */
export function wordCounterText(count: number, limit: number): string {
  return `${count} / ${limit} words`;
}
