import { style, styleVariants } from '@vanilla-extract/css';

export const stackBase = style({ display: 'flex', flexDirection: 'column' });

/** The widths a column of content may keep to, so a line of a form or of text stays readable. */
export const maxWidth = styleVariants({
  sm: { maxWidth: '32rem' },
  md: { maxWidth: '40rem' },
  lg: { maxWidth: '44rem' },
  xl: { maxWidth: '60rem' },
});
