// One date format everywhere: every screen and table shows dates through formatDate of the ui library
// (YYYY-MM-DD). This fails when a screen formats a date another way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const formatter = 'ui/src/utils/formatDate.ts';
/** Ways of turning a date into text other than formatDate. */
const otherFormatting =
  /toLocaleDateString|toLocaleTimeString|toDateString|Intl\.DateTimeFormat|DateFormatter|dateStyle|toISOString\(\)\.slice|toUTCString/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('dates', () => {
  it('are formatted only by formatDate in the portal and the ui library', () => {
    const offenders = [...sourceFiles('portal/src'), ...sourceFiles('ui/src')]
      .filter((file) => file !== formatter && !file.endsWith('.gen.ts'))
      .filter((file) => otherFormatting.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
