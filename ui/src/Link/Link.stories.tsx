import { expect, fn, userEvent } from 'storybook/test';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { Link, linkVariants } from './Link.tsx';

const meta = preview.meta({
  title: 'Actions/Link',
  component: Link,
  args: { href: '#/strataAdmin/property/12', children: 'Back To Building' },
  argTypes: { variant: radioControl(linkVariants) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back To Building' });
    await expect(link).toHaveAttribute('href', '#/strataAdmin/property/12');
  },
});

export const InText = meta.story({
  render: (args) => (
    <p>
      Owners can read their statements under Documents. <Link {...args}>Forgot Password</Link> if you cannot
      sign in.
    </p>
  ),
  args: { href: '#/account/resetpassword' },
});

export const Standalone = meta.story({
  args: {
    variant: 'standalone',
    children: 'Archived Strata Units',
    href: '#/strataAdmin/archive/strataUnit/12',
  },
});

export const ButtonLike = meta.story({
  args: { variant: 'button', children: 'Add Property', href: '#/strataAdmin/property/add' },
});

/** Without href react-aria renders a span with role link that still answers Enter. */
export const Pressable = meta.story({
  args: { href: undefined, children: 'Download template', onPress: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download template' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, children: 'View lease' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View lease' })).toHaveAttribute('aria-disabled', 'true');
  },
});
