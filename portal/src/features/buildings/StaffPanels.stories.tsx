import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { StaffPanels } from './BuildingPanels.tsx';
import { storyStaff } from './propertyAdminFixtures.ts';

// The onsite staff panels as the three building pages show them (strata admin, building login, unit owner): a grid
// of cards, each with the week's hours. Checked at a desktop width and on a 360 px phone.
const meta = preview.meta({
  title: 'Strata/Staff Panels',
  component: StaffPanels,
  // Four panels: a desktop row of narrow cards, where the hours once wrapped one character a line.
  args: {
    staff: [
      ...storyStaff,
      ...storyStaff.map((member) => ({ ...member, id: member.id + 100, name: `${member.name} Jr.` })),
    ],
  },
  parameters: {
    viewport: {
      options: {
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
});

/** Every day's hours reads on one or two lines, and no day's text runs over another's. */
async function expectReadableHours(canvasElement: HTMLElement, width: number) {
  await expect(window.innerWidth).toBe(width);
  const canvas = within(canvasElement);
  const mondays = canvas.getAllByText('Monday', { selector: 'dt' });
  await expect(mondays.length).toBeGreaterThan(0);
  for (const monday of mondays) {
    const list = monday.closest('dl') as HTMLElement;
    const pairs = [...list.children] as HTMLElement[];
    await expect(pairs).toHaveLength(7);
    for (const pair of pairs) {
      for (const part of [...pair.children] as HTMLElement[]) {
        const lineHeight = Number.parseFloat(getComputedStyle(part).lineHeight);
        const box = part.getBoundingClientRect();
        // "9:00 am - 5:00 pm" may wrap once, never one character a line.
        await expect(box.height, `${part.textContent} at ${width} px`).toBeLessThanOrEqual(
          lineHeight * 2 + 1,
        );
        await expect(part.scrollWidth, `${part.textContent} overflows`).toBeLessThanOrEqual(
          part.clientWidth + 1,
        );
      }
    }
    // Neighbouring days do not overlap.
    const boxes = pairs.map((pair) => pair.getBoundingClientRect());
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i] as DOMRect, boxes[j] as DOMRect];
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        await expect(overlap, `days ${i} and ${j} overlap at ${width} px`).toBe(false);
      }
    }
  }
}

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await expectReadableHours(canvasElement, 1280);
    await expect(within(canvasElement).getAllByText(/9:00 am - 0?5:00 pm/).length).toBeGreaterThan(0);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expectReadableHours(canvasElement, 360);
  },
});

/** The strata administrator's cards: Edit opens the member's form, Delete asks first; a night shift says so. */
export const WithActions = meta.story({
  args: {
    staff: [
      ...storyStaff,
      {
        ...(storyStaff[1] as (typeof storyStaff)[number]),
        id: 3,
        name: 'Ines Moreau',
        hours: 'off,off,off,off,off,off,10:00 pm - 6:00 am',
        overnightDays: ['Sunday'],
      },
    ],
    onEdit: fn(),
    onDelete: fn(async () => undefined),
  },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10:00 pm - 06:00 am (next day)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ana Ramos' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana Ramos' }));
    await expect(canvas.getByRole('button', { name: 'Delete Ana Ramos' })).toBeVisible();
  },
});
