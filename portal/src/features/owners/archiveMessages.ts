// Archive and restore of rental owners and properties (rental spec 4 and 8): the confirmations state the cascades.

export const restoreOwnerConfirmation = {
  title: 'Restore owner',
  message:
    'Are you sure you want to restore this owner? All of the owner’s properties and their listings will be restored too.',
  confirmLabel: 'Restore',
  destructive: false,
} as const;

export const restorePropertyConfirmation = {
  title: 'Restore property',
  message: 'Are you sure you want to restore this property? Its listings will be restored too.',
  confirmLabel: 'Restore',
  destructive: false,
} as const;
