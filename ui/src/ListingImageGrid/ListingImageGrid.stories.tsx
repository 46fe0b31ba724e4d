import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas, PlayContext } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
import { useReportedState } from '../utils/useReportedState.ts';
import {
  type ListingImage,
  ListingImageGrid,
  type ListingImageGridProps,
  type ListingImageGridValue,
} from './ListingImageGrid.tsx';

const rooms = [
  ['Living room with south-facing windows', '#8fb8de', '#d9c7a7'],
  ['Kitchen with quartz counters', '#e6e1d3', '#7a8b99'],
  ['Primary bedroom', '#c9b79c', '#5f7a8a'],
  ['Bathroom with soaker tub', '#dfe8ee', '#9aa9b4'],
  ['Balcony view of the North Shore mountains', '#6f9bc4', '#3f6a4f'],
  ['Building entrance on Kingsway', '#b0a89a', '#58606b'],
  ['Den', '#d8cdb8', '#6b5a48'],
  ['Laundry', '#e9eef2', '#8896a3'],
  ['Gym', '#a9b4bd', '#3b4752'],
  ['Parking stall 114', '#9ca3ab', '#2f353b'],
  ['Rooftop patio', '#93c0a4', '#c2a878'],
  ['Lobby', '#c8c0b0', '#4e4a44'],
] as const;

/** A small picture of a room, drawn inline so the stories need no network. */
function roomPicture(title: string, top: string, bottom: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="200" viewBox="0 0 390 200"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="390" height="200" fill="url(#g)"/><rect x="40" y="50" width="120" height="90" fill="#ffffff" opacity="0.55"/><rect x="220" y="90" width="130" height="110" fill="#000000" opacity="0.15"/><text x="16" y="30" font-family="sans-serif" font-size="16" fill="#1a2233">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function savedImages(count: number): ListingImage[] {
  return rooms.slice(0, count).map(([alt, top, bottom], index) => ({
    key: String(88 + index),
    id: 88 + index,
    src: roomPicture(alt, top, bottom),
    alt,
    sort: index,
  }));
}

function Stateful(props: ListingImageGridProps) {
  const [value, onChange] = useReportedState(props.value, props.onChange);
  return <ListingImageGrid {...props} value={value} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Upload/ListingImageGrid',
  component: ListingImageGrid,
  args: {
    label: 'Listing images',
    value: { images: savedImages(6), markedForDeletion: [] },
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
});

function tileNames(canvas: Canvas): string[] {
  const grid = canvas.getByRole('grid', { name: 'Listing images' });
  return within(grid)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? '');
}

function lastValue(onChange: unknown): ListingImageGridValue {
  const spy = onChange as { mock: { lastCall?: [ListingImageGridValue] } };
  const value = spy.mock.lastCall?.[0];
  if (!value) throw new Error('onChange was not called');
  return value;
}

/** From a tile, Right twice reaches its move button named `name`, which Enter presses. */
async function pressMoveButton({ canvas, userEvent }: PlayContext, name: string) {
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
}

/** Reorder by keyboard: Left/Right walk through a tile's buttons; Enter on "Move later" swaps it with the next. */
export const Default = meta.story({
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.tab();
    const first = canvas.getAllByRole('row')[0];
    await waitFor(() => expect(first).toHaveFocus());
    await pressMoveButton(context, 'Move image 1 later');

    await expect(tileNames(canvas).slice(0, 2)).toEqual([
      'Kitchen with quartz counters',
      'Living room with south-facing windows',
    ]);
    const value = lastValue(args.onChange);
    await expect(value.images.map((image) => [image.id, image.sort])).toEqual([
      [89, 0],
      [88, 1],
      [90, 2],
      [91, 3],
      [92, 4],
      [93, 5],
    ]);

    // Down goes to the next tile; its Move earlier button puts the living room first again.
    await userEvent.keyboard('{ArrowDown}');
    await pressMoveButton(context, 'Move image 3 earlier');
    await expect(tileNames(canvas).slice(0, 3)).toEqual([
      'Kitchen with quartz counters',
      'Primary bedroom',
      'Living room with south-facing windows',
    ]);
  },
});

/** Remove hides the tile at once; the saved image waits in markedForDeletion until the form is saved. */
export const MarkForDeletion = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Left from a tile wraps to its last button.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove image 2' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img', { name: 'Kitchen with quartz counters' })).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 image will be deleted when you save.');
    await expect(canvas.getByText('Image 5 of 5')).toBeVisible();
    const value = lastValue(args.onChange);
    await expect(value.markedForDeletion.map((image) => image.id)).toEqual([89]);
    await expect(value.images.map((image) => image.sort)).toEqual([0, 1, 2, 3, 4]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 images will be deleted when you save.');

    await userEvent.click(canvas.getByRole('button', { name: 'Keep them' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(lastValue(args.onChange).markedForDeletion).toEqual([]);
  },
});

/** Keyboard drag and drop through a tile's drag handle: Enter picks it up, arrows choose a place, Enter drops. */
export const KeyboardDragAndDrop = meta.story({
  play: async ({ canvas }) => {
    const handle = within(canvas.getAllByRole('row')[0] as HTMLElement).getByRole('button', { name: /Drag/ });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label') ?? '').toMatch(/Insert/));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tileNames(canvas)[0]).toBe('Kitchen with quartz counters'));
    await expect(tileNames(canvas)).toContain('Living room with south-facing windows');
  },
});

/** A new listing: images are added through the drop zone and shown as new tiles. */
export const AddImages = meta.story({
  args: { value: { images: [], markedForDeletion: [] } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('No images yet. Add at least one image.')).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    await userEvent.upload(input, [png('front-door.png'), png('hallway.png')]);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText('Image 1 of 2 (new)')).toBeVisible();
    const value = lastValue(args.onChange);
    await expect(value.images.map((image) => [image.file?.name, image.sort, image.id])).toEqual([
      ['front-door.png', 0, undefined],
      ['hallway.png', 1, undefined],
    ]);
  },
});

export const Empty = meta.story({
  args: { value: { images: [], markedForDeletion: [] }, allowAdd: false },
});

export const ManyImages = meta.story({
  args: { value: { images: savedImages(12), markedForDeletion: [] } },
});

export const Disabled = meta.story({
  args: { isDisabled: true, allowAdd: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
  },
});
