import { ApiError } from '@portal/sdk/client';
import { describe, expect, it } from 'vitest';
import { fieldLabel, messageForUser } from './serverMessages.ts';

describe('messageForUser', () => {
  it('never shows raw validator wording: the field is named as on screen and the rule said in words', () => {
    const token = new ApiError(400, 'token must be at least 16 characters.', 'token');
    expect(
      messageForUser(token, {
        token: { message: 'This reset link is incomplete. Please request a new one.' },
      }),
    ).toBe('This reset link is incomplete. Please request a new one.');
    expect(
      messageForUser(new ApiError(400, 'bedroom must be <= 8.', 'bedroom'), { bedroom: 'Bedrooms' }),
    ).toBe('Bedrooms must be at most 8.');
    expect(messageForUser(new ApiError(400, 'moveInFee must be >= 0.', 'moveInFee'))).toBe(
      'Move in fee must be at least 0.',
    );
  });

  it("keeps the server's own sentences and other failures as they are", () => {
    expect(messageForUser(new ApiError(400, 'Invalid street address', 'street'))).toBe(
      'Invalid street address',
    );
    expect(
      messageForUser(new ApiError(409, 'RM Number RM0073 is already used by another property.', 'rmNumber')),
    ).toBe('RM Number RM0073 is already used by another property.');
    expect(messageForUser(new Error('This page needs the link from a reset email.'))).toBe(
      'This page needs the link from a reset email.',
    );
    expect(messageForUser(null)).toBeNull();
  });

  it('turns field names into words', () => {
    expect(fieldLabel('numberOfParkingSpots')).toBe('Number of parking spots');
    expect(fieldLabel('newBankInformation.accountNumber')).toBe('Account number');
  });
});
