// Clears the last run's images, and after the run writes the review page (.reports/visual/index.html) from the result
// files. With `--update` over every story (no file filter), baselines whose story is gone are removed.
import fs from 'node:fs';
import path from 'node:path';
import type { RenderTime, VisualResult } from './commands.ts';
import { baselineDir, outputDir, renderBudgetMs, renderDir, resultsDir, updating } from './config.ts';
import { reviewPage } from './report.ts';

export function setup() {
  // Once per run, even if this module is loaded again.
  if (process.env.VISUAL_OUTPUT_CLEARED) return;
  process.env.VISUAL_OUTPUT_CLEARED = '1';
  fs.rmSync(outputDir, { recursive: true, force: true });
}

/** The component library's render budget, printed ok or over (a budget, not a test: timings vary with the machine). */
function renderSummary() {
  if (!fs.existsSync(renderDir)) return;
  const times: RenderTime[] = fs
    .readdirSync(renderDir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(renderDir, file), 'utf8')))
    .sort((a: RenderTime, b: RenderTime) => b.ms - a.ms);
  if (times.length === 0) return;
  const over = times.filter((t) => t.ms > renderBudgetMs);
  const ms = (t: RenderTime) => `${t.ms.toFixed(1)} ms`;
  const median = times[Math.floor(times.length / 2)] as RenderTime;
  // vitest.config.ts: NODE_ENV=production runs React's profiling build, otherwise its development build.
  const build = process.env.NODE_ENV === 'production' ? 'profiling' : 'development';
  console.log(
    `\nRender: ${times.length} ui stories (React's ${build} build), median ${ms(median)}, slowest ${times
      .slice(0, 3)
      .map((t) => `${t.title} ${ms(t)}`)
      .join(', ')}; budget ${renderBudgetMs} ms each: ${over.length === 0 ? 'ok' : `over (${over.length})`}`,
  );
  for (const t of over) console.log(`  over ${ms(t)} ${t.title}`);
}

export function teardown() {
  renderSummary();
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
