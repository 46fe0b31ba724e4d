import fs from 'node:fs';

export default function teardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes('portal-e2e-')) fs.rmSync(dataDir, { recursive: true, force: true });
}
