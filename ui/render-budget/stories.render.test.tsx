// The component library's render budget: every ui story rendered on its own in React's profiling build (the
// production build users get, with the Profiler's timings), one story file after another and nothing else running in
// the page (no play function, axe or screenshot). A story is mounted once to run its code for the first time, unmounted,
// and mounted again three times: each warm mount is timed, every commit React makes until the page settles (a frame
// without one), summed from the Profiler's actualDuration, and their median is the story's figure. The first mount's
// time is kept beside it.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { type ComponentType, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, test } from 'vitest';
import { commands } from 'vitest/browser';
import preview from '../../.storybook/preview.tsx';
import type { RenderTime } from './commands.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    renderTime: (time: RenderTime) => Promise<void>;
  }
}

setProjectAnnotations(preview.composed);

type StoryModule = Parameters<typeof composeStories>[0];
/** What composeStories gives for each story: a component with the story's id, name and loaders. */
type ComposedStory = ComponentType & { id: string; storyName: string; load: () => Promise<void> };
const files = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

/** Warm mounts per story; the budget reads their median, so one mount slowed by the machine (another process, a
 * garbage collection) does not decide it. */
const warmMounts = 3;

/** A frame, then the tasks queued behind it (React's scheduled work and passive effects). */
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Mounts the story and waits until a frame passes without a commit (at most 2 s); the commits' render time. */
async function mount(Story: ComponentType, container: HTMLElement) {
  let ms = 0;
  let commits = 0;
  const root = createRoot(container);
  root.render(
    <Profiler
      id="story"
      onRender={(_id, _phase, actualDuration) => {
        ms += actualDuration;
        commits += 1;
      }}
    >
      <Story />
    </Profiler>,
  );
  for (let seen = -1, i = 0; i < 120 && (commits === 0 || seen !== commits); i++) {
    seen = commits;
    await frame();
  }
  return { ms, commits, unmount: () => root.unmount() };
}

/** A story file's title, from its meta: a CSF Next file exports no meta, each of its stories carries it. */
function titleOf(module: StoryModule, file: string): string {
  for (const story of Object.values(module) as ({ meta?: { input?: { title?: string } } } | undefined)[]) {
    const title = story?.meta?.input?.title;
    if (title) return title;
  }
  return file;
}

for (const [file, module] of Object.entries(files)) {
  const title = titleOf(module, file);
  describe(title, () => {
    for (const Story of Object.values(composeStories(module)) as ComposedStory[]) {
      test(Story.storyName, async () => {
        await Story.load();
        const container = document.createElement('div');
        document.body.append(container);
        try {
          const cold = await mount(Story, container);
          cold.unmount();
          const warm = [];
          for (let i = 0; i < warmMounts; i++) {
            const mounted = await mount(Story, container);
            mounted.unmount();
            warm.push(mounted);
          }
          const { ms, commits } = warm.sort((a, b) => a.ms - b.ms)[Math.floor(warmMounts / 2)] ?? cold;
          await commands.renderTime({
            storyId: Story.id,
            title: `${title} › ${Story.storyName}`,
            ms,
            coldMs: cold.ms,
            commits,
          });
        } finally {
          container.remove();
        }
      });
    }
  });
}
