// `npm run test:visual [-- --update] [story files…]`: every story (or the named files) rendered in Debian's Chromium,
// its play function and axe run, and its screenshot compared with its baseline in visual/baselines (portal screens
// also at 360 px). Fails on a difference above the threshold or a story without a baseline; the review page is
// .reports/visual/index.html. `--update` writes the new images as baselines (and, over every story, removes the
// baselines whose story is gone). `npm test`'s story step takes the same screenshots (VISUAL=1, VISUAL_ALL=1).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const rest = args.filter((a) => a !== '--update' && a !== '-u');
const filters = rest.filter((a) => !a.startsWith('-'));
const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...rest], {
  cwd: ui,
  stdio: 'inherit',
  env: {
    ...process.env,
    VISUAL: '1',
    VISUAL_UPDATE: update ? '1' : '0',
    VISUAL_ALL: filters.length === 0 ? '1' : '0',
  },
});
process.exit(result.status ?? 1);
