// The account page's own pieces: each session a row of its details and its action, the QR code, recovery codes.
import { bareList, stack, vars, wrapRow } from '@portal/ui/theme';
import { style } from '@vanilla-extract/css';

export const session = style({
  ...wrapRow(vars.space.md),
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const sessionText = style({ ...stack(vars.space.xs), minWidth: 0, overflowWrap: 'anywhere' });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const qrCode = style({ width: '200px', height: '200px', background: 'white' });
export const secretKey = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });
export const recoveryCodes = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  fontFamily: 'monospace',
});
