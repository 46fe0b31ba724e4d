// The pages `npm run perf` measures signed in (scripts/perf.mjs), which `npm run size` also reports
// (portal/scripts/size.mjs): one account per role (mock-server/src/seed.ts) with its dashboard and list pages.
export const roles = [
  {
    role: 'admin',
    username: 'admin',
    portal: 'residential',
    serverRole: 'Administrator',
    pages: ['/admin/dashboard', '/admin/archive', '/admin/requests'],
  },
  {
    role: 'superAdmin',
    username: 'superadmin',
    portal: 'strata',
    serverRole: 'Super Administrator',
    pages: ['/strataAdmin/dashboard'],
  },
  {
    role: 'owner',
    username: 'owner',
    portal: 'residential',
    serverRole: 'Owner',
    pages: ['/owner/dashboard'],
  },
  {
    role: 'strataAdmin',
    username: 'strataadmin',
    portal: 'strata',
    serverRole: 'Strata Administrator',
    pages: [
      '/strataAdmin/dashboard',
      '/strataAdmin/archived',
      '/strataAdmin/agent/list',
      '/strataAdmin/agent/archived',
      '/strataAdmin/user/list',
      '/strataAdmin/user/archived',
      '/strataAdmin/requests',
    ],
  },
  {
    role: 'propertyAdmin',
    username: 'BCS1234',
    portal: 'strata',
    serverRole: 'Strata Owner',
    pages: ['/propertyAdmin/dashboard'],
  },
  {
    role: 'strataUnitOwner',
    username: 'unitowner',
    portal: 'strata',
    serverRole: 'Strata Unit Owner',
    pages: ['/strataUnitOwner/dashboard', '/strataUnitOwner/requests'],
  },
];
