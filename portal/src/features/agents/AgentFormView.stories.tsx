import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AgentFormView, type AgentFormViewProps } from './AgentFormView.tsx';
import { emptyAgentForm } from './agentForm.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/AgentForm',
  component: AgentFormView,
  args: {
    mode: 'create',
    initialValues: emptyAgentForm,
    onSubmit: fn(async () => undefined),
  } satisfies Partial<AgentFormViewProps>,
});

/** Create Agent stays disabled until the three fields are valid; the phone is reformatted on blur. */
export const Create = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Create Agent' });
    await expect(submit).toBeDisabled();
    await checks.typeInto(canvas, { Name: 'Priya Sandhu', Phone: '6045550147', Email: 'priya.sandhu' });
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveValue('604-555-0147');
    await expect(submit).toBeDisabled();
    await checks.typeInto(canvas, { Email: '@example.ca' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Priya Sandhu',
      phone: '604-555-0147',
      email: 'priya.sandhu@example.ca',
    });
  },
});

/** The edit form prefilled, with the server's refusal of a duplicate email. */
export const EditRefused = meta.story({
  args: {
    mode: 'edit',
    initialValues: { name: 'Priya Sandhu', phone: '604-555-0147', email: 'd.okafor@example.ca' },
    error: 'Error updating new agent. Agent may already exist.',
  },
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Edit Agent');
    await checks.expectTexts(canvas, 'Error updating new agent. Agent may already exist.');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
});
