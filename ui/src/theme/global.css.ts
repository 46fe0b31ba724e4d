import { globalStyle } from '@vanilla-extract/css';
import { focusRingStyle, vars } from './theme.css.ts';

// A small modern reset; the theme class sits on <html> so portalled overlays inherit the tokens.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minWidth: '320px',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });

// The `hidden` attribute hides, whatever display a rule above or a component's class gives the element (the reset's
// display: block showed the PDF viewer's undrawn 300 x 150 canvas beside its loading progress).
globalStyle('[hidden]:not([hidden="until-found"])', { display: 'none !important' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', focusRingStyle);
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
    },
  },
});
