import { describe, expect, it } from 'vitest';
import { fileNameOf, shownRowsCsv } from './exportCsv.ts';

interface Row {
  name: string;
  city: string | null;
  since: Date;
  fee: number;
  active: boolean;
}

describe('shownRowsCsv', () => {
  it('writes the columns’ headers and each shown row’s values, formulas neutralised and commas quoted', () => {
    const columns = [
      { id: 'name', header: 'Name', value: (row: Row) => row.name },
      { id: 'city', header: 'City, Province', value: (row: Row) => row.city },
      { id: 'since', header: 'Since', value: (row: Row) => row.since },
      { id: 'fee', header: 'Fee', value: (row: Row) => row.fee },
      { id: 'active', header: 'Active', value: (row: Row) => row.active },
    ];
    const rows: Row[] = [
      {
        name: '=cmd|" /C calc"!A0',
        city: 'Burnaby, BC',
        since: new Date('2026-03-01T12:00:00Z'),
        fee: -12.5,
        active: true,
      },
      { name: 'Chloé Roy', city: null, since: new Date('2025-12-31T12:00:00Z'), fee: 0, active: false },
    ];
    expect(shownRowsCsv({ columns, rows })).toBe(
      'Name,"City, Province",Since,Fee,Active\r\n' +
        `"'=cmd|"" /C calc""!A0","Burnaby, BC",2026-03-01,-12.5,true\r\n` +
        'Chloé Roy,,2025-12-31,0,false\r\n',
    );
  });
});

describe('fileNameOf', () => {
  it('takes the server’s file name, never a path', () => {
    expect(fileNameOf('attachment; filename="listProperties-2026-11-25.csv"', 'x.csv')).toBe(
      'listProperties-2026-11-25.csv',
    );
    expect(fileNameOf('attachment; filename="../etc/passwd"', 'x.csv')).toBe('x.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
