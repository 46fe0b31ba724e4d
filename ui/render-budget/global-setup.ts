// Clears the last run's render times, and after the run prints the component library's render budget: ok or over
// (a budget, not a test: timings vary with the machine).
import fs from 'node:fs';
import path from 'node:path';
import type { RenderTime } from './commands.ts';
import { renderBudgetMs, renderDir } from './config.ts';

export function setup() {
  fs.rmSync(renderDir, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function teardown() {
  if (!fs.existsSync(renderDir)) return;
  const times: RenderTime[] = fs
    .readdirSync(renderDir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(renderDir, file), 'utf8')) as RenderTime)
    .sort((a, b) => b.ms - a.ms);
  if (times.length === 0) return;
  const over = times.filter((t) => t.ms > renderBudgetMs);
  const slowestCold = [...times].sort((a, b) => b.coldMs - a.coldMs)[0] as RenderTime;
  console.log(
    `\nRender: ${times.length} ui stories (React's profiling build, median of 3 warm mounts, every commit until settled), median ${ms(
      median(times.map((t) => t.ms)),
    )}, slowest ${times
      .slice(0, 3)
      .map((t) => `${t.title} ${ms(t.ms)}`)
      .join(', ')}; budget ${renderBudgetMs} ms each: ${over.length === 0 ? 'ok' : `over (${over.length})`}` +
      `\n  first mount (cold, not budgeted): median ${ms(median(times.map((t) => t.coldMs)))}, slowest ${
        slowestCold.title
      } ${ms(slowestCold.coldMs)}`,
  );
  for (const t of over) console.log(`  over ${ms(t.ms)} ${t.title} (${t.commits} commits)`);
}
