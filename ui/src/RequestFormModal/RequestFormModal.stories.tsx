import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import formUrl from './fixtures/strata-request-form.html?url';
import { RequestFormModal, type RequestFormModalProps } from './RequestFormModal.tsx';

/** The stories open the modal from a button, as the footer and the public bar do. */
function WithTrigger(props: RequestFormModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{props.title}</Button>
      <RequestFormModal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange(open);
          setOpen(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Layout/RequestFormModal',
  component: RequestFormModal,
  tags: ['autodocs'],
  args: {
    title: 'Strata Corporations Request',
    src: formUrl,
    isOpen: false,
    onOpenChange: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof RequestFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from a button, hosts the form in a titled frame, closes with Escape and returns focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Strata Corporations Request' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Strata Corporations Request' });
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Strata Corporations Request');
    await expect(frame).toHaveAttribute('src', formUrl);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** The Close button closes it too. */
export const CloseButton: Story = {
  args: { title: 'Rental Management Proposal Request' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Rental Management Proposal Request' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Rental Management Proposal Request',
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close Rental Management Proposal Request' }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: { isOpen: true, title: 'Developer Services Proposal Request' },
};
