// Clears the last run's images, and after the run writes the review page (.reports/visual/index.html) from the result
// files. With `--update` over every story (no file filter), baselines whose story is gone are removed.
import fs from 'node:fs';
import path from 'node:path';
import type { VisualResult } from './commands.ts';
import { baselineDir, outputDir, resultsDir, updating } from './config.ts';
import { reviewPage } from './report.ts';

export function setup() {
  // Once per run, even if this module is loaded again.
  if (process.env.VISUAL_OUTPUT_CLEARED) return;
  process.env.VISUAL_OUTPUT_CLEARED = '1';
  fs.rmSync(outputDir, { recursive: true, force: true });
}

export function teardown() {
  if (!fs.existsSync(resultsDir)) return;
  const results: VisualResult[] = fs
    .readdirSync(resultsDir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')));
  const seen = new Set(results.map((r) => `${r.name}.png`));
  const orphans = fs.readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !seen.has(file));
  const complete = process.env.VISUAL_ALL === '1';
  if (complete && updating()) {
    for (const file of orphans) fs.rmSync(path.join(baselineDir, file));
  }
  fs.writeFileSync(path.join(outputDir, 'index.html'), reviewPage(results, complete ? orphans : []));
  const failed = results.filter((r) => r.status === 'changed' || r.status === 'new').length;
  const written = results.filter((r) => r.status === 'created' || r.status === 'updated').length;
  const line = [`${results.length} screenshots`, `${failed} differ or lack a baseline`];
  if (written) line.push(`${written} baselines written (commit ui/visual/baselines)`);
  if (complete && orphans.length)
    line.push(
      `${orphans.length} baselines without a story${updating() ? ' removed' : ' (--update removes them)'}`,
    );
  console.log(
    `\nVisual: ${line.join(', ')}; review: ${path.relative(process.cwd(), path.join(outputDir, 'index.html'))}`,
  );
}
