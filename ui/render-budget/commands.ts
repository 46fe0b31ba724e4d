// Node side of the render budget: a browser command keeping each story's render times for the run's summary.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import { renderDir } from './config.ts';

export interface RenderTime {
  storyId: string;
  title: string;
  /** The median warm mount: every commit until the page settled, ms (React's Profiler, actualDuration). */
  ms: number;
  /** The first mount of the story in the page, ms: its code's first run, shown beside the budget's figure. */
  coldMs: number;
  /** Commits of that warm mount until the page settled. */
  commits: number;
}

export const renderTime: BrowserCommand<[time: RenderTime]> = async (_ctx, time) => {
  fs.mkdirSync(renderDir, { recursive: true });
  fs.writeFileSync(path.join(renderDir, `${time.storyId}.json`), JSON.stringify(time));
};
