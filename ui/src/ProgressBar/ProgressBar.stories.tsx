import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { ProgressBar, progressStatuses } from './ProgressBar.tsx';

const meta = preview.meta({
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading 2026-strata-minutes.pdf', value: 45 },
  argTypes: { status: radioControl(progressStatuses) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading 2026-strata-minutes.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
});

/** Progress reported by the upload advances the bar. */
export const Advancing = meta.story({
  render: function Upload(args) {
    const [value, setValue] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <ProgressBar {...args} value={value} status={value === 100 ? 'success' : 'active'} />
        <Button size="small" onPress={() => setValue((v) => Math.min(100, v + 25))}>
          Receive 25%
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    for (let i = 0; i < 4; i++) await userEvent.click(canvas.getByRole('button', { name: 'Receive 25%' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveTextContent('100%');
  },
});

export const Indeterminate = meta.story({
  args: { label: 'Preparing owners.csv', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
});

export const Complete = meta.story({ args: { value: 100, status: 'success', valueLabel: 'Uploaded' } });

export const Failed = meta.story({
  args: { label: 'Uploading lease-1203.pdf', value: 62, status: 'error', valueLabel: 'Upload failed' },
});

export const LongFileName = meta.story({
  args: {
    label:
      'Uploading Form B - Information Certificate - Strata Lot 87 - 1055 West Georgia Street Vancouver.pdf',
    value: 12,
  },
});
