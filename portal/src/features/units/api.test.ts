import { ApiError } from '@portal/sdk/client';
import { describe, expect, it } from 'vitest';
import { resendFailure, resendFailureOf } from './api.ts';

describe('Resend Invitation failures (strata spec 4 and 8)', () => {
  it('says the spec\'s "Error resending form." for a unit without an invitation', () => {
    expect(resendFailureOf(new ApiError(404, 'This unit has no invitation.'))).toBe(resendFailure);
    expect(resendFailure).toBe('Error resending form.');
  });

  it("says the server's reason for an accepted or expired invitation (409)", () => {
    const reason = 'This invitation has already been accepted: the owner signs in with their account.';
    expect(resendFailureOf(new ApiError(409, reason))).toBe(reason);
  });

  it("says the spec's message for a network failure", () => {
    expect(resendFailureOf(new TypeError('Failed to fetch'))).toBe(resendFailure);
  });
});
