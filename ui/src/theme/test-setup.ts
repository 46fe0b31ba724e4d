// Component tests (src/**/*.test.tsx) render with the same reset and theme as Storybook and the portal.
import './global.css.ts';
import { lightTheme } from './theme.css.ts';

document.documentElement.classList.add(lightTheme);
