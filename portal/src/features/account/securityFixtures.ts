/** A stand-in for the QR code of an authenticator key (stories of the security screens). */
export const storyQrCode =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#fff" d="M0 0h29v29H0z"/><path d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2zM12 12h5v5h-5z"/></svg>';

/** Ten recovery codes as the server hands them out once codes are turned on (stories of the security screens). */
export const storyRecoveryCodes = [
  '7KQ4-M9XD-2HTP',
  'C3VN-8WRA-5JLE',
  'QD2M-7TXK-9PBF',
  'H5RG-3NCY-6WQA',
  'M8LT-2VDE-4KXS',
  'P9FA-6HQJ-3ZNM',
  'X2WC-5RBT-8GYD',
  'J7NE-4QPK-2VLC',
  'R3DY-9MXG-6TAW',
  'B6KS-2JHN-7EQF',
];
