// GET /config/company (extension): how owners reach the management company, from the server's configuration, the
// same for every signed-in role; refused without a sign-in.
import { describe, expect, it } from 'vitest';
import { companyHolidays, companyTimeZone, optionsFromEnv } from '../src/config.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp({
  companyName: 'Seawall Property Management',
  companyPhone: '604-555-0199',
  companyEmail: 'help@seawallpm.example',
  companyOfficeHours: 'Monday to Thursday, 8:30 am to 4:30 pm',
});

describe('getCompanyContact', () => {
  it('answers the configured contact to every signed-in role', async () => {
    for (const as of ['owner', 'unitowner', 'admin', 'strataadmin', 'BCS1234'] as const) {
      const res = await t.request({ method: 'GET', url: '/api/config/company', as });
      expect(res.statusCode, `${as}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        name: 'Seawall Property Management',
        phone: '604-555-0199',
        email: 'help@seawallpm.example',
        officeHours: 'Monday to Thursday, 8:30 am to 4:30 pm',
      });
    }
  });

  it('refuses a caller without a sign-in (401)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config/company' });
    expect(res.statusCode).toBe(401);
  });

  it('reads COMPANY_PHONE, COMPANY_EMAIL and COMPANY_OFFICE_HOURS from the environment', () => {
    const options = optionsFromEnv({
      COMPANY_PHONE: '250-555-0111',
      COMPANY_EMAIL: 'office@example.ca',
      COMPANY_OFFICE_HOURS: 'Weekdays 9 to 5',
    });
    expect(options).toMatchObject({
      companyPhone: '250-555-0111',
      companyEmail: 'office@example.ca',
      companyOfficeHours: 'Weekdays 9 to 5',
    });
  });

  it('reads COMPANY_HOLIDAYS (British Columbia’s by default) and refuses a calendar it does not know', () => {
    expect(companyHolidays(optionsFromEnv({}))).toBe('CA-BC');
    expect(companyHolidays(optionsFromEnv({ COMPANY_HOLIDAYS: 'none' }))).toBe('none');
    expect(() => optionsFromEnv({ COMPANY_HOLIDAYS: 'CA-ON' })).toThrow(
      'COMPANY_HOLIDAYS must be one of CA-BC, none (got CA-ON).',
    );
  });

  it('reads COMPANY_TIME_ZONE (Vancouver by default) and refuses a zone it does not know', () => {
    expect(companyTimeZone(optionsFromEnv({}))).toBe('America/Vancouver');
    expect(companyTimeZone(optionsFromEnv({ COMPANY_TIME_ZONE: 'Pacific/Kiritimati' }))).toBe(
      'Pacific/Kiritimati',
    );
    expect(() => optionsFromEnv({ COMPANY_TIME_ZONE: 'America/Vancover' })).toThrow(
      'COMPANY_TIME_ZONE must be an IANA time zone such as America/Vancouver (got America/Vancover).',
    );
  });
});
