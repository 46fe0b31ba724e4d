import { expect, fn, screen, within } from 'storybook/test';
import { margaretChen, margaretDocuments, margaretProperties } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { OwnerView } from './OwnerView.tsx';

const meta = preview.meta({
  title: 'Screens/admin/Owner',
  component: OwnerView,
  args: {
    owner: margaretChen,
    properties: margaretProperties,
    documents: margaretDocuments,
    onArchive: fn(async () => undefined),
    ...checks.editableDocumentArgs(),
  },
});

/** An owner with two properties, a statement and a letter whose PDF is not uploaded yet. */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await checks.expectHeading(canvas, 'Margaret Chen');
    await checks.expectLinks(canvas, {
      'Edit Owner': '/admin/edit/owner/7',
      'Change Password': '/admin/owner/resetOwnerPassword/12',
      'New Property': '/admin/property/add/7',
      'Back To Dashboard': '/admin/dashboard',
      RM0071: '/admin/property/11?from=/admin/owner/7',
    });
    await expect(canvas.getByRole('region', { name: 'Owner Details' })).toHaveTextContent('604-555-0124');
    const documents = within(canvas.getByRole('grid', { name: 'Documents' }));
    await checks.expectTexts(documents, 'No file yet');
    await userEvent.click(documents.getByRole('button', { name: 'View Owner statement October 2026.pdf' }));
    await expect(args.onViewDocument).toHaveBeenCalledWith(margaretDocuments[0]);
    await checks.expectLinks(documents, { 'Edit Rent increase notice 2027': '/utils/editDocument/62' });
  },
});

/** Delete asks first that it cannot be undone, then deletes. */
export const DeleteDocument = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmDialog(canvas, 'Delete Rent increase notice 2027', {
      dialog: 'Delete document',
      says: 'Are you sure you want to delete “Rent increase notice 2027”? This cannot be undone.',
      answer: 'Delete',
    });
    await expect(args.onDeleteDocument).toHaveBeenCalledWith(margaretDocuments[1]);
  },
});

/** Archive asks "Are you sure you want to archive this?" under the owner's name, and says what goes with them. */
export const Archive = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmAction(canvas, 'Archive', 'Margaret Chen', {
      button: 'Archive',
      cascade: 'Their 2 properties and the properties’ listings are archived too.',
    });
    await expect(args.onArchive).toHaveBeenCalled();
  },
});

/** A new owner: no properties and no documents yet. */
export const NewOwner = meta.story({
  args: { properties: [], documents: [] },
  play: checks.showsText('This owner has no properties yet.', 'No documents yet.'),
});

/** Opened from the Documents page: the back link leads there. */
export const OpenedFromDocuments = meta.story({
  args: { backLink: { label: 'Back To Documents', href: '/admin/documents' } },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { 'Back To Documents': '/admin/documents' });
    await expect(canvas.queryByRole('link', { name: 'Back To Dashboard' })).toBeNull();
  },
});

/**
 * The owner's two-step sign-in, on with authenticator codes and a passkey: Turn Off asks the administrator's password
 * (for an owner who lost their phone and their recovery codes).
 */
export const SecondFactorsOn = meta.story({
  args: {
    secondFactors: { totp: true, recoveryCodesLeft: 0, passkeys: 1, required: false },
    onTurnOffSecondFactors: fn(async () => undefined),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Two-Step Sign-In' })).toHaveTextContent(
      'On: authenticator codes and 1 passkey.',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Turn off two-step sign-in for Margaret Chen' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(checks.passwordInput(dialog, 'Your Password'), 'Portal#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn Off' }));
    await expect(args.onTurnOffSecondFactors).toHaveBeenCalledWith('Portal#2026');
  },
});

/** Off: nothing to turn off, and where the owner turns it on. */
export const SecondFactorsOff = meta.story({
  args: {
    secondFactors: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false },
    onTurnOffSecondFactors: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Two-Step Sign-In' })).toHaveTextContent(
      'Off. They can turn it on from their account page.',
    );
    await expect(canvas.queryByRole('button', { name: /Turn off two-step sign-in/ })).toBeNull();
  },
});
