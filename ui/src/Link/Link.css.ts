import { recipe } from '@vanilla-extract/recipes';
import { centred, disabledText, hairline, textLink, textLinkHovered } from '../theme/fragments.ts';
import { focusRingStyle, vars } from '../theme/theme.css.ts';

/** What both button-like variants share: a button's box and weight, never underlined. */
const buttonLike = {
  ...centred,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
} as const;

export const link = recipe({
  base: {
    ...textLink,
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': textLinkHovered,
      '&[data-pressed]': { color: vars.color.brandPressed },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-current]': { fontWeight: vars.fontWeight.bold, textDecoration: 'none' },
      '&[data-disabled]': { ...disabledText, textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: underlined so it is not told apart by colour alone. */
      inline: {},
      /** On its own (menus, table cells, "Back To Building"): underline on hover only. */
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      /** Looks like a primary button (e.g. "Add Property" as a link to a page). */
      button: {
        ...buttonLike,
        background: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': {
            background: vars.color.brandHover,
            color: vars.color.onBrand,
            textDecoration: 'none',
          },
          '&[data-pressed]': { background: vars.color.brandPressed, color: vars.color.onBrand },
        },
      },
      /** Looks like a secondary button (Cancel beside a form's primary Save): outlined, never filled. */
      secondaryButton: {
        ...buttonLike,
        border: hairline(vars.color.brand),
        background: vars.color.surface,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover, textDecoration: 'none' },
          '&[data-pressed]': { background: vars.color.surfaceDisabled },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
