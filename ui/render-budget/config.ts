// Shared settings of the render budget (browser side and Node side read these).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A ui component's story renders within this, ms (its warm mount in React's profiling build): printed ok or over. */
export const renderBudgetMs = 50;
/** One JSON file per ui story with its render times, read by the global teardown for the summary line. */
export const renderDir = path.resolve(here, '../../.reports/render');
