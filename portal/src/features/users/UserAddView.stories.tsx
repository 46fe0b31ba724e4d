import { expect, screen } from 'storybook/test';
import { storyStrataProperties } from '../buildings/index.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { UserAddView, type UserAddViewProps } from './UserAddView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/UserAdd',
  component: UserAddView,
  args: {
    buildings: storyStrataProperties.slice(1),
    logins: [
      {
        id: 44,
        userName: 'BCS1234',
        email: 'bcs1234@portal.example.ca',
        role: 'Strata Owner',
        phoneNumber: null,
        archived: false,
        strataPropertyId: null,
        buildingName: null,
        strataPlanNumber: null,
      },
    ],
    ...checks.resolvingHandlers('onAssignLogin', 'onCreateUser'),
  } satisfies Partial<UserAddViewProps>,
});

/** Assign a free login to a building without one. */
export const PropertyLogin = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await checks.chooseOption(canvas, /Building/, 'Harbour Lights (BCS1234)');
    const [loginSelect] = canvas.getAllByRole('button', { name: /Login/ });
    if (!loginSelect) throw new Error('no Login select');
    await userEvent.click(loginSelect);
    await userEvent.click(await screen.findByRole('option', { name: 'BCS1234' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Login' }));
    await expect(args.onAssignLogin).toHaveBeenCalledWith({ buildingId: 2, userId: 44 });
  },
});

/** An Administrator needs an email; the role must be chosen and the password given. */
export const NewAdministrator = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const create = canvas.getByRole('button', { name: 'Create User' });
    await userEvent.click(create);
    await checks.expectTexts(canvas, 'choose a role', 'password is required to create a user');
    await checks.chooseOption(canvas, /Role/, 'Administrator');
    await checks.typeInto(canvas, { Username: 'office.manager' });
    await checks.typePasswords(canvas, 'Harbour#2026');
    await userEvent.click(create);
    await expect(args.onCreateUser).not.toHaveBeenCalled();
    await checks.typeInto(canvas, { Email: 'office@example.ca' });
    await userEvent.click(create);
    await expect(args.onCreateUser).toHaveBeenCalledWith(
      expect.objectContaining({
        role: 'Administrator',
        userName: 'office.manager',
        email: 'office@example.ca',
      }),
    );
  },
});

/** Every building has a login. */
export const AllAssigned = meta.story({
  args: { buildings: [] },
  play: checks.showsText('Every building has a login.'),
});
