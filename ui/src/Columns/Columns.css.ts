import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/theme.css.ts';

/** One column until the breakpoint (a phone), so nothing is squeezed. */
export const columnsBase = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

const tracks = {
  '1:1': 'minmax(0, 1fr) minmax(0, 1fr)',
  '2:1': 'minmax(0, 2fr) minmax(0, 1fr)',
  '3:2': 'minmax(0, 3fr) minmax(0, 2fr)',
} as const;

export const tablet = styleVariants(tracks, (columns) => ({
  '@media': { [media.tablet]: { gridTemplateColumns: columns } },
}));

export const desktop = styleVariants(tracks, (columns) => ({
  '@media': { [media.desktop]: { gridTemplateColumns: columns } },
}));

export const alignStart = style({ alignItems: 'start' });
