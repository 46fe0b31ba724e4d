// Shared settings of the visual regression tests (browser side and Node side read these).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Committed baseline images, one per story and width: `<story id>.png` and `<story id>.phone.png`. */
export const baselineDir = path.join(here, 'baselines');
/** The run's images (new, baseline copy, diff) and the review page; `npm test` clears `.reports` first. */
export const outputDir = path.resolve(here, '../../.reports/visual');
/** One JSON file per screenshot, read by the global teardown to write the review page. */
export const resultsDir = path.join(outputDir, 'results');

/** pixelmatch's per-pixel colour distance (0..1): anti-aliasing noise stays under it. */
export const pixelThreshold = 0.1;
/** A screenshot fails when more than this share of its pixels differ (0.1 %), or when its size changed. */
export const maxDiffRatio = 0.001;
/** Tallest screenshot in CSS px: a story longer than this is cut there. */
export const maxHeight = 4000;

/** `npm run test:visual -- --update` sets this: new or changed images become the baselines. */
export const updating = () => process.env.VISUAL_UPDATE === '1';
