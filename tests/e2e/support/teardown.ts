import fs from 'node:fs';

/** Removes this run's data folder and saved sign-ins once the tests are done. */
export default function teardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('portal-e2e-')) fs.rmSync(dataDir, { recursive: true, force: true });
  const authDir = process.env.E2E_AUTH_DIR;
  if (authDir?.includes(`.auth`)) fs.rmSync(authDir, { recursive: true, force: true });
}
