// `@portal/ui/theme`: the theme's tokens and classes (theme.css.ts) and the style fragments the components share
// (fragments.ts), for the portal's own style sheets and its root element.
export * from './fragments.ts';
export * from './theme.css.ts';
