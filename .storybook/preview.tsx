import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import '../ui/src/theme/global.css.ts';
import { lightTheme } from '../ui/src/theme/theme.css.ts';

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: a dialog opened on a 2-core machine running the whole
// suite can take longer than a second to appear, and a wait only costs its time when the awaited thing never comes.
configure({ asyncUtilTimeout: 5000 });

// CSF Next: story files build their meta and stories from this object (preview.meta, meta.story), which types the
// addons' parameters too.
export default definePreview({
  addons: [addonA11y(), addonDocs()],
  decorators: [
    (Story) => {
      // Popovers, dialogs and toasts render in portals on <body>, outside the story wrapper,
      // so the theme class also goes on the root element.
      useLayoutEffect(() => {
        document.documentElement.classList.add(lightTheme);
      }, []);
      // The company works in English Canada: dates read 2026-12-01, amounts in CAD. The portal's root sets the same.
      return (
        <I18nProvider locale="en-CA">
          <div className={lightTheme}>
            <Story />
          </div>
        </I18nProvider>
      );
    },
  ],
  parameters: {
    // Every story is checked with axe; any violation fails its test. react-aria's live announcer
    // (a hidden log on <body>) is left out: it keeps messages for 7 s, and a message may cite an
    // element its story has since removed, which is not a fault of the page under test.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // A designer's way in first: the introduction, the tokens, then the screens by role area and the components.
    options: {
      storySort: { order: ['Introduction', 'Design tokens', 'Screens', 'Foundations', '*'] },
    },
  },
  tags: ['autodocs'],
});
