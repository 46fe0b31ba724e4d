import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { hairline } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

/** A filled variant's colours at rest, under the pointer and pressed. */
const filled = (background: string, color: string, hovered: string, pressed: string) => ({
  background,
  color,
  selectors: { '&[data-hovered]': { background: hovered }, '&[data-pressed]': { background: pressed } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: hairline('transparent'),
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    outline: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.surfaceDisabled,
        borderColor: vars.color.surfaceDisabled,
        color: vars.color.textDisabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: filled(vars.color.brand, vars.color.onBrand, vars.color.brandHover, vars.color.brandPressed),
      secondary: {
        ...filled(vars.color.surface, vars.color.brand, vars.color.surfaceHover, vars.color.surfaceDisabled),
        borderColor: vars.color.brand,
      },
      danger: filled(
        vars.color.danger,
        vars.color.onStatus,
        vars.color.dangerHover,
        vars.color.dangerPressed,
      ),
      link: {
        background: 'transparent',
        color: vars.color.brand,
        paddingInline: vars.space.xxs,
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        selectors: {
          '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
          '&[data-pressed]': { color: vars.color.brandPressed },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      small: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      large: { minHeight: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    // A link-like button keeps a comfortable target without looking like a box.
    { variants: { variant: 'link', size: 'small' }, style: { paddingInline: vars.space.xxs } },
    { variants: { variant: 'link', size: 'medium' }, style: { paddingInline: vars.space.xxs } },
    { variants: { variant: 'link', size: 'large' }, style: { paddingInline: vars.space.xxs } },
  ],
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
});
