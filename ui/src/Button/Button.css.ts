import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
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
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceDisabled },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onStatus,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerPressed },
        },
      },
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
