import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestFormView, type RequestFormViewProps } from './RequestFormView.tsx';
import { storyPlaces, storyRequests } from './requestFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/NewRequest',
  component: RequestFormView,
  args: {
    area: 'strataUnitOwner',
    places: storyPlaces,
    similar: [],
    onCriteria: fn(),
    ...checks.resolvingHandlers('onFollow', 'onSubmit'),
  } satisfies Partial<RequestFormViewProps>,
});

/** A unit request with a photo: where, category, title, what happened, priority, entry. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await checks.expectHeading(canvas, 'New Request');
    await checks.chooseOption(canvas, /Where/, 'Bayshore Commons, unit 101');
    await checks.chooseOption(canvas, /Category/, 'Leak or water');
    await checks.typeInto(canvas, {
      Title: 'Water stain on the ceiling',
      'What happened': 'A brown stain over the bathtub since last night.',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: /may enter/ }));
    await expect(canvas.getByRole('button', { name: 'Take a photo' })).toBeVisible();
    const photo = new File(['jpeg'], 'stain.jpg', { type: 'image/jpeg' });
    // The picker's input (the camera's has `capture`).
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (picker) await userEvent.upload(picker, photo);
    await checks.expectTexts(canvas, 'stain.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        place: 'unit:57',
        category: 'leakOrWater',
        priority: 'normal',
        entryPermission: true,
        title: 'Water stain on the ceiling',
      }),
      [photo],
    );
  },
});

/** Nothing chosen: Send says what is missing. */
export const Missing = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await checks.expectTexts(canvas, 'Choose where the problem is.', 'Give the request a short title.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** About the common property: the open requests of the category come first, with Me too. */
export const MeToo = meta.story({
  args: { similar: storyRequests.slice(0, 1) },
  play: async ({ canvas, args }) => {
    await checks.chooseOption(canvas, /Where/, 'Bayshore Commons, common property');
    await checks.chooseOption(canvas, /Category/, 'Elevator');
    await expect(args.onCriteria).toHaveBeenLastCalledWith({ commonBuildingId: 4, category: 'elevator' });
    const list = within(canvas.getByRole('list', { name: 'Open requests of this category' }));
    await userEvent.click(list.getByRole('button', { name: 'Me too: Elevator B stuck on the 3rd floor' }));
    await expect(args.onFollow).toHaveBeenCalledWith(storyRequests[0]);
  },
});

/** The server refused the request. */
export const Refused = meta.story({
  args: { failure: "Choose one place: a unit, a building's common property or a rental property." },
  play: checks.showsAlert(/Choose one place/),
});
