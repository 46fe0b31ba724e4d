// `npm run perf`'s command line (scripts/perf.mjs describes its options), its budgets, and the units its lines print.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
export const flag = (name) => args.includes(name);
export const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
export const seedScale = Number(option('--seed-scale', '10000'));
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const kb = 1024;
export const mb = 1024 * 1024;

/** The budgets: a first visit to /login, every signed-in page, the data answers, the server's memory. */
export const budget = {
  login: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0, bytes: 150 * kb, requests: 15 },
  signedIn: { score: 90, lcpMs: 2500, cls: 0 },
  dataBytes: 60 * kb,
  rssBytes: 300 * mb,
};

export const verdict = (ok) => (ok ? 'ok' : 'over');
export const kib = (bytes) => `${(bytes / kb).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
