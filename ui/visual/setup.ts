// Browser side of the visual tests, a setup file of the storybook project: after each story has rendered, run its
// play function and passed axe, screenshot it (portal screens again at 360 px) and compare it with its baseline.
// Stable screenshots: dates start from one fixed instant, the font is bundled, animations are stopped by the screenshot,
// and fonts and images have loaded first.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-500.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-mono/latin-400.css';
import { afterEach, beforeAll, inject, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { vars } from '../src/theme/theme.css.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSnapshot: (
      name: string,
      title: string,
      height: number,
    ) => Promise<{ status: string; message?: string }>;
    releasePointer: () => Promise<void>;
  }
}
declare module 'vitest' {
  interface ProvidedContext {
    visual: boolean;
  }
}

/** The day every story sees as today (a Monday afternoon); the clock runs on from it. */
export const frozenNow = new Date('2026-03-16T14:30:00Z');
const desktop = { width: 1200, height: 900 };
const phone = { width: 360, height: 800 };

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: frozenNow, shouldAdvanceTime: true });
  if (!inject('visual')) return;
  // The theme's system font differs from machine to machine: the screenshots use a bundled one.
  const name = (value: string) => value.replace(/^var\((--[^,)]+).*$/, '$1');
  const style = document.createElement('style');
  style.textContent = `:root, :root * { ${name(vars.font.family)}: "Noto Sans", sans-serif !important; ${name(
    vars.font.familyMono,
  )}: "Noto Sans Mono", monospace !important; }`;
  document.head.append(style);
});

async function settled() {
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (img) => (img.complete ? null : img.decode().catch(() => null))),
  );
  await quiet();
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits for two frames in a row in which the document did not change (at most about a second): a dialog closing or a
 * button leaving its pending state a render after the play function's last check is in the screenshot settled.
 */
async function quiet() {
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (let i = 0, still = 0; i < 60 && still < 2; i++) {
      changed = false;
      await frame();
      still = changed ? 0 : still + 1;
    }
  } finally {
    observer.disconnect();
  }
}

/** Bottom of what the story shows: its container and anything it portalled onto <body> (dialogs, popovers, toasts). */
function contentHeight() {
  let bottom = 1;
  for (const child of Array.from(document.body.children)) {
    if (child.matches('script, style, [data-live-announcer]')) continue;
    const box = child.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  return Math.ceil(bottom);
}

/** Waits until the frame has the size asked of it (the resize lands a frame or more after the command). */
async function sized(width: number) {
  for (let i = 0; i < 100 && window.innerWidth !== width; i++) await new Promise((r) => setTimeout(r, 20));
  if (window.innerWidth !== width)
    throw new Error(`the story frame is ${window.innerWidth} px wide, not ${width}`);
}

async function snapshot(name: string, title: string, width: number, height: number) {
  await sized(width);
  await settled();
  const needed = contentHeight();
  if (needed > height) {
    await page.viewport(width, Math.min(needed, 4000));
    await settled();
  }
  const result = await commands.visualSnapshot(name, title, contentHeight());
  if (result.message) throw new Error(`Visual: ${title}: ${result.message}`);
}

afterEach(async ({ task }) => {
  const { storyId } = task.meta as { storyId?: string };
  // This attempt's outcome: a story retried after a failure keeps the failed attempt's errors, and is shot when the
  // retry passes.
  if (!inject('visual') || !storyId || task.result?.state === 'fail') return;
  const title = `${task.suite?.name ?? task.file.name} › ${task.name}`;
  const errors: string[] = [];
  // No control shows its hover style: where the pointer rests after the play function (and, at the phone's width,
  // what the new layout has put under it, which the browser notices a frame or more later) is timing, not the story.
  const unhovered = document.createElement('style');
  unhovered.textContent = ':root, :root * { pointer-events: none !important; }';
  document.head.append(unhovered);
  await commands.releasePointer();
  const shots: Array<[string, string, { width: number; height: number } | null]> = [[storyId, title, null]];
  if (task.file.filepath.includes('/portal/src/'))
    shots.push([`${storyId}.phone`, `${title} (360 px)`, phone]);
  for (const [name, label, size] of shots) {
    // The story's own viewport (1200 x 900 unless it asks for a phone) for the first shot.
    const { width, height } = size ?? {
      width: window.innerWidth || desktop.width,
      height: window.innerHeight,
    };
    if (size) await page.viewport(width, height);
    try {
      await snapshot(name, label, width, height);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  unhovered.remove();
  if (errors.length) throw new Error(errors.join('\n'));
});
