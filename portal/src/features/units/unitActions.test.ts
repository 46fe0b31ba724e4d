import { ApiError } from '@portal/sdk/client';
import { describe, expect, it } from 'vitest';
import { resendInvitation } from './unitActions.ts';

function recordingToaster() {
  const shown: [string, string | undefined][] = [];
  return { shown, show: (message: string, variant?: string) => void shown.push([message, variant]) };
}

describe('resendInvitation', () => {
  it('says the spec\'s "Error resending form." and resolves (the dialog closes) for a unit without an invitation', async () => {
    const toaster = recordingToaster();
    await expect(
      resendInvitation(async () => {
        throw new ApiError(404, 'This unit has no invitation.');
      }, toaster),
    ).resolves.toBeUndefined();
    expect(toaster.shown).toEqual([['Error resending form.', 'error']]);
  });

  it("shows the server's reason for an accepted invitation (409) and resolves", async () => {
    const toaster = recordingToaster();
    const reason = 'This invitation has already been accepted: the owner signs in with their account.';
    await expect(
      resendInvitation(async () => {
        throw new ApiError(409, reason);
      }, toaster),
    ).resolves.toBeUndefined();
    expect(toaster.shown).toEqual([[reason, 'error']]);
  });

  it('confirms a resent invitation', async () => {
    const toaster = recordingToaster();
    await resendInvitation(async () => undefined, toaster);
    expect(toaster.shown).toEqual([['Invitation sent again.', 'success']]);
  });
});
