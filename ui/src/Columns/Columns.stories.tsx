import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { spaceControl } from '../theme/layout.css.ts';
import { Columns, type ColumnsProps, columnsBreakpoints, columnsSplits } from './Columns.tsx';

const meta = preview.meta({
  title: 'Layout/Columns',
  component: Columns,
  argTypes: {
    gap: spaceControl,
    split: radioControl(columnsSplits),
    from: radioControl(columnsBreakpoints),
  },
  args: {
    gap: 'lg',
    split: '2:1',
    from: 'tablet',
    children: (
      <>
        <Card title="Property Details">
          <p>4688 Kingsway, Burnaby, V5H 4L6. Two bedrooms, one bathroom, 850 sq ft.</p>
        </Card>
        <Card title="Amenities">
          <p>In-suite laundry, parking</p>
        </Card>
      </>
    ),
  } satisfies Partial<ColumnsProps>,
});

const regions = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('region').map((region) => region.getBoundingClientRect()) as [DOMRect, DOMRect];

/** Details beside the side panel from a tablet's width on, the first column twice as wide; one column on a phone. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const [details, amenities] = regions(canvas);
    if (window.innerWidth < 768) {
      await expect(amenities.top).toBeGreaterThan(details.bottom);
      return;
    }
    await expect(amenities.top).toBe(details.top);
    await expect(Math.round(details.width / amenities.width)).toBe(2);
  },
});
