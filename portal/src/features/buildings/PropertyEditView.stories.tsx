import { expect, fn } from 'storybook/test';
import { storyAgents } from '../agents/index.ts';
import { kingswayAddress } from '../shared/fixtures/addresses.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { PropertyEditView } from './PropertyEditView.tsx';
import type { StrataProperty } from './propertyEditForm.ts';

const metropolitan: StrataProperty = {
  id: 1,
  buildingName: 'The Metropolitan',
  strataPlanNumber: 'EPS1234',
  ...kingswayAddress,
  agentId: 7,
  agent: storyAgents[0] ?? null,
  propertyAdminId: 12,
  propertyAdmin: { id: 12, userName: 'EPS1234', email: 'eps1234@portal.example.ca' },
  buildingManagerName: 'Daniel Okafor',
  buildingManagerPhone: '604-555-0190',
  unitCount: 42,
  archived: false,
};

const meta = preview.meta({
  title: 'Screens/strataAdmin/PropertyEdit',
  component: PropertyEditView,
  args: { property: metropolitan, agents: storyAgents, onSubmit: fn(async () => undefined) },
});

/** Prefilled; the agent is cleared with "No agent"; the login is read-only. */
export const ClearAgent = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: /^Login Username/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /^Building Name/ })).toHaveValue('The Metropolitan');
    await checks.chooseOption(canvas, /Strata Agent/, 'No agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Property' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ agent: 'none' }));
  },
});

/** A building without agent or manager, with the server's refusal. */
export const Refused = meta.story({
  args: {
    property: {
      ...metropolitan,
      agentId: null,
      agent: null,
      buildingManagerName: null,
      buildingManagerPhone: null,
    },
    error: 'A strata property with this plan number already exists.',
  },
  play: checks.showsText('A strata property with this plan number already exists.'),
});
