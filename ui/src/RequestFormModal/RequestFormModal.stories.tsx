import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectClosed, openOverlay } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
import { useReportedState } from '../utils/useReportedState.ts';
import { RequestFormModal, type RequestFormModalProps } from './RequestFormModal.tsx';

// Stands in for the third-party hosted form: a same-origin page made in the browser, so the
// stories need no network.
const formPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Proposal Request</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 24px; color: #1a2233; }
      label { display: block; margin-top: 12px; font-weight: 500; }
      input, textarea { width: 100%; max-width: 480px; padding: 8px; border: 1px solid #6b7588; border-radius: 6px; }
      button { margin-top: 16px; padding: 10px 16px; background: #0b5cad; color: #fff; border: 0; border-radius: 6px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Proposal Request</h1>
      <p>Stand-in for the third-party hosted form, for the stories.</p>
      <form>
        <label for="name">Contact name</label>
        <input id="name" name="name" autocomplete="name" />
        <label for="plan">Strata plan number</label>
        <input id="plan" name="plan" />
        <label for="units">Number of strata lots</label>
        <input id="units" name="units" inputmode="numeric" />
        <label for="notes">Tell us about your building</label>
        <textarea id="notes" name="notes" rows="4"></textarea>
        <button type="button">Send request</button>
      </form>
    </main>
  </body>
</html>`;
const formUrl = URL.createObjectURL(new Blob([formPage], { type: 'text/html' }));

/** The stories open the modal from a button, as the footer and the public bar do. */
function WithTrigger(props: RequestFormModalProps) {
  const [isOpen, onOpenChange] = useReportedState(props.isOpen, props.onOpenChange);
  return (
    <>
      <Button onPress={() => onOpenChange(true)}>{props.title}</Button>
      <RequestFormModal {...props} isOpen={isOpen} onOpenChange={onOpenChange} />
    </>
  );
}

const meta = preview.meta({
  title: 'Layout/RequestFormModal',
  component: RequestFormModal,
  args: {
    title: 'Strata Corporations Request',
    src: formUrl,
    isOpen: false,
    onOpenChange: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
});

/** Opens from a button, hosts the form in a titled frame, closes with Escape and returns focus. */
export const Default = meta.story({
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const dialog = await openOverlay(
      context,
      'Strata Corporations Request',
      'dialog',
      'Strata Corporations Request',
    );
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Strata Corporations Request');
    await expect(frame).toHaveAttribute('src', formUrl);
    // The hosted page loads inside the frame.
    await waitFor(() =>
      expect(frame?.contentDocument?.querySelector('h1')?.textContent).toBe('Proposal Request'),
    );
    await userEvent.keyboard('{Escape}');
    await expectClosed('dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Strata Corporations Request' })).toHaveFocus(),
    );
  },
});

/** The Close button closes it too. */
export const CloseButton = meta.story({
  args: { title: 'Rental Management Proposal Request' },
  play: async (context) => {
    const title = 'Rental Management Proposal Request';
    const dialog = await openOverlay(context, title, 'dialog', title);
    await context.userEvent.click(within(dialog).getByRole('button', { name: `Close ${title}` }));
    await expectClosed('dialog');
  },
});

export const Open = meta.story({
  args: { isOpen: true, title: 'Developer Services Proposal Request' },
});

/** No form set up at the forms provider: the dialog says how else to reach the company, never a broken frame. */
export const Unavailable = meta.story({
  args: {
    src: undefined,
    unavailable: (
      <p>
        This request form is not available right now. Email{' '}
        <a href="mailto:office@example.ca">office@example.ca</a> or call 604-555-0100 and we will help you.
      </p>
    ),
  },
  play: async (context) => {
    const dialog = await openOverlay(
      context,
      'Strata Corporations Request',
      'dialog',
      'Strata Corporations Request',
    );
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'office@example.ca' })).toHaveAttribute(
      'href',
      'mailto:office@example.ca',
    );
    await context.userEvent.keyboard('{Escape}');
    await expectClosed('dialog');
  },
});
