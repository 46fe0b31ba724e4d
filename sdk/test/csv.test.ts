// CSV the server writes neutralises cells a spreadsheet would run as a formula.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/csv.ts';

describe('csv-safe', () => {
  it('prefixes cells starting with =, +, -, @, tab or CR with an apostrophe', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '=HYPERLINK("http://x","y")']) {
      expect(csvCell(cell).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('keeps ordinary text, numbers and empty cells as they are, quoting where RFC 4180 needs it', () => {
    expect(csvCell('Jean Tremblay')).toBe('Jean Tremblay');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Unit 101, north')).toBe('"Unit 101, north"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', '=b'],
        ['c', null],
      ]),
    ).toBe("a,'=b\r\nc,\r\n");
  });
});
