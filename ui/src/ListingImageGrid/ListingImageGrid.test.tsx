import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  type ListingImage,
  ListingImageGrid,
  type ListingImageGridValue,
  markForDeletion,
  moveImages,
  TileDropTargetDelegate,
} from './ListingImageGrid.tsx';

const image = (id: number): ListingImage => ({
  key: String(id),
  id,
  src: '',
  alt: `Room ${id}`,
  sort: id - 1,
});
const keysOf = (images: ListingImage[]) => images.map((item) => item.key);

describe('moveImages', () => {
  const images = [image(1), image(2), image(3), image(4)];

  it('moves one image before or after another and renumbers sort from 0', () => {
    const moved = moveImages(images, new Set(['4']), '2', 'before');
    expect(keysOf(moved)).toEqual(['1', '4', '2', '3']);
    expect(moved.map((item) => item.sort)).toEqual([0, 1, 2, 3]);
    expect(keysOf(moveImages(images, new Set(['1']), '3', 'after'))).toEqual(['2', '3', '1', '4']);
  });

  it('keeps the relative order of several moved images and ignores a drop on itself', () => {
    expect(keysOf(moveImages(images, new Set(['3', '1']), '4', 'after'))).toEqual(['2', '4', '1', '3']);
    expect(keysOf(moveImages(images, new Set(['2']), '2', 'before'))).toEqual(['1', '2', '3', '4']);
  });
});

describe('markForDeletion', () => {
  it('remembers saved images and simply drops new ones', () => {
    const fresh: ListingImage = { key: 'new-1', src: '', alt: 'new', sort: 2 };
    const value: ListingImageGridValue = { images: [image(1), image(2), fresh], markedForDeletion: [] };
    const afterSaved = markForDeletion(value, '1');
    expect(keysOf(afterSaved.images)).toEqual(['2', 'new-1']);
    expect(afterSaved.images.map((item) => item.sort)).toEqual([0, 1]);
    expect(keysOf(afterSaved.markedForDeletion)).toEqual(['1']);
    const afterNew = markForDeletion(afterSaved, 'new-1');
    expect(keysOf(afterNew.markedForDeletion)).toEqual(['1']);
    expect(keysOf(afterNew.images)).toEqual(['2']);
  });
});

describe('TileDropTargetDelegate', () => {
  it('picks the nearest tile and the half under the pointer in a wrapped grid', async () => {
    const screen = await render(
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 100px)',
          gridAutoRows: '100px',
          gap: '10px',
        }}
      >
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} data-key={key} />
        ))}
      </div>,
    );
    const root = screen.container.firstElementChild as HTMLElement;
    const delegate = new TileDropTargetDelegate({ current: root });
    const valid = () => true;
    // Second column, left half of "b".
    expect(delegate.getDropTargetFromPoint(120, 50, valid)).toEqual({
      type: 'item',
      key: 'b',
      dropPosition: 'before',
    });
    // Second row, right half of "d".
    expect(delegate.getDropTargetFromPoint(80, 150, valid)).toEqual({
      type: 'item',
      key: 'd',
      dropPosition: 'after',
    });
    // Empty space just right of "d" is nearest to "d".
    expect(delegate.getDropTargetFromPoint(130, 160, valid)).toEqual({
      type: 'item',
      key: 'd',
      dropPosition: 'after',
    });
    expect(delegate.getDropTargetFromPoint(120, 50, () => false)).toBeNull();
  });
});

const pixel =
  'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/%3E';
function Harness() {
  const [value, setValue] = useState<ListingImageGridValue>({
    images: [1, 2, 3].map((id) => ({ ...image(id), src: pixel })),
    markedForDeletion: [],
  });
  return <ListingImageGrid label="Listing images" value={value} onChange={setValue} allowAdd={false} />;
}

describe('ListingImageGrid with a mouse', () => {
  it('reorders when a tile is dragged onto the left half of another', async () => {
    const screen = await render(<Harness />);
    const rows = screen.getByRole('row');
    await userEvent.dragAndDrop(rows.nth(2), rows.nth(0), { targetPosition: { x: 5, y: 40 } });
    await expect
      .poll(() => Array.from(screen.container.querySelectorAll('img')).map((img) => img.alt))
      .toEqual(['Room 3', 'Room 1', 'Room 2']);
  });
});
