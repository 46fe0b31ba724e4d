// The confirmation every archive, restore and delete asks for ("Are you sure …?").
import type { Page } from '@playwright/test';

/** The open confirmation dialog. */
export const confirmation = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'Are you sure' });
