// Node side of the visual tests: a browser command that screenshots the story frame in Debian's Chromium and compares
// the image with its committed baseline (pixelmatch). Writes the new image, a copy of the baseline and a diff image
// under .reports/visual, and one result file per screenshot for the review page.
import fs from 'node:fs';
import path from 'node:path';
import '@vitest/browser-playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import {
  baselineDir,
  maxDiffRatio,
  maxHeight,
  outputDir,
  pixelThreshold,
  resultsDir,
  updating,
} from './config.ts';

export type VisualStatus = 'same' | 'changed' | 'new' | 'updated' | 'created';

export interface VisualResult {
  /** `<story id>` or `<story id>.phone`: the file name of the baseline without `.png`. */
  name: string;
  title: string;
  file: string;
  status: VisualStatus;
  width: number;
  height: number;
  diffPixels: number;
  diffRatio: number;
  /** What a failed comparison says (size change, share of pixels). */
  message?: string;
}

/** Copies `image` onto a white canvas of `width` x `height` so that images of two sizes can be compared. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

function compare(actual: PNG, expected: PNG) {
  const width = Math.max(actual.width, expected.width);
  const height = Math.max(actual.height, expected.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(expected, width, height).data,
    padded(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: pixelThreshold, alpha: 0.2 },
  );
  const sizeChanged = actual.width !== expected.width || actual.height !== expected.height;
  return { diff, diffPixels, diffRatio: diffPixels / (width * height), sizeChanged };
}

/**
 * Moves the mouse within the story frame, so that the browser tests what lies under it again: with the frame's
 * pointer events off (setup.ts), nothing is hovered, whichever control the play function clicked last or the new
 * width has moved under the pointer. Two points, so that the move is never to where the pointer already is.
 */
export const releasePointer: BrowserCommand<[]> = async (ctx) => {
  const box = await (await (await ctx.frame()).frameElement()).boundingBox();
  if (!box) return;
  await ctx.page.mouse.move(box.x + 1, box.y + 1);
  await ctx.page.mouse.move(box.x + 2, box.y + 2);
};

export const visualSnapshot: BrowserCommand<[name: string, title: string, height: number]> = async (
  ctx,
  name,
  title,
  height,
) => {
  const frame = await ctx.frame();
  const iframe = await frame.frameElement();
  const shot = await iframe.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  const full = PNG.sync.read(shot);
  const actual = new PNG({
    width: full.width,
    height: Math.min(full.height, Math.max(1, height), maxHeight),
  });
  PNG.bitblt(full, actual, 0, 0, actual.width, actual.height, 0, 0);
  // Encoded (the slowest step of a screenshot that matches) only when written: a new baseline, or a new image for the
  // review page, which shows the screenshots that differ or lack a baseline.
  let encoded: Buffer | undefined;
  const actualBytes = () => {
    encoded ??= PNG.sync.write(actual);
    return encoded;
  };

  const baselineFile = path.join(baselineDir, `${name}.png`);
  const file = path.relative(path.resolve(baselineDir, '../../..'), baselineFile);
  fs.mkdirSync(resultsDir, { recursive: true });

  const result: VisualResult = {
    name,
    title,
    file,
    status: 'same',
    width: actual.width,
    height: actual.height,
    diffPixels: 0,
    diffRatio: 0,
  };
  if (!fs.existsSync(baselineFile)) {
    // A new story: on a developer's machine its first screenshot becomes its baseline (to look at and commit); on CI
    // a missing baseline fails, so a story never passes there without one.
    if (updating() || !process.env.CI) {
      fs.mkdirSync(baselineDir, { recursive: true });
      fs.writeFileSync(baselineFile, actualBytes());
      result.status = 'created';
    } else {
      result.status = 'new';
      result.message = `no baseline ${file}: a new story? Run \`npm run test:visual -- --update\` (or the story's tests) on your machine, look at the image in .reports/visual/index.html and commit it`;
    }
  } else {
    const expectedBytes = fs.readFileSync(baselineFile);
    const { diff, diffPixels, diffRatio, sizeChanged } = compare(actual, PNG.sync.read(expectedBytes));
    Object.assign(result, { diffPixels, diffRatio });
    if (sizeChanged || diffRatio > maxDiffRatio) {
      for (const kind of ['baseline', 'diff']) fs.mkdirSync(path.join(outputDir, kind), { recursive: true });
      fs.writeFileSync(path.join(outputDir, 'baseline', `${name}.png`), expectedBytes);
      fs.writeFileSync(path.join(outputDir, 'diff', `${name}.png`), PNG.sync.write(diff));
      const expected = PNG.sync.read(expectedBytes);
      const what = sizeChanged
        ? `size ${expected.width}x${expected.height} -> ${actual.width}x${actual.height}`
        : `${diffPixels} pixels (${(diffRatio * 100).toFixed(2)} %, more than ${maxDiffRatio * 100} %) differ`;
      if (updating()) {
        fs.writeFileSync(baselineFile, actualBytes());
        result.status = 'updated';
      } else {
        result.status = 'changed';
        result.message = `differs from ${file}: ${what}. Review .reports/visual/index.html; if the change is meant, run \`npm run test:visual -- --update\` and commit the image`;
      }
    }
  }
  if (result.status !== 'same') {
    fs.mkdirSync(path.join(outputDir, 'new'), { recursive: true });
    fs.writeFileSync(path.join(outputDir, 'new', `${name}.png`), actualBytes());
  }
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify(result));
  return result;
};
