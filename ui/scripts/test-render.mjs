// `npm run test:render`: the component library's render budget. Every ui story rendered on its own in React's
// profiling build (NODE_ENV=production: vitest.config.ts aliases react-dom/client to react-dom/profiling), one at a
// time; prints each story's warm render against the budget, ok or over (render-budget/global-setup.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'render', ...process.argv.slice(2)], {
  cwd: ui,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
