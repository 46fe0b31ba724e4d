import { type RefObject, useRef } from 'react';
import {
  Button as AriaButton,
  type DragAndDropOptions,
  DropIndicator,
  type DropTarget,
  GridList,
  GridListItem,
  type Key,
  Text,
  useDragAndDrop,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { UploadDropZone } from '../UploadDropZone/UploadDropZone.tsx';
import * as styles from './ListingImageGrid.css.ts';

/** The spec's grid (rental spec 9): width 1170, row height 100, tiles 3 wide and 2 high. */
export const listingImageGridLayout = { width: 1170, rowHeight: 100, columns: 3, tileRows: 2 } as const;

export interface ListingImage {
  /** Stable key: the saved image's id, or a temporary key for an image added in this edit. */
  key: string;
  /** The saved image's id; undefined for an image added in this edit (upload it on save). */
  id?: number;
  src: string;
  alt: string;
  /** Position in the gallery, 0 first (the contract's `sort`); kept equal to the index. */
  sort: number;
  /** The chosen file of an image added in this edit. */
  file?: File;
}

export interface ListingImageGridValue {
  /** The visible images in order. */
  images: ListingImage[];
  /** Saved images the user removed: hidden now, deleted by the parent on submit. */
  markedForDeletion: ListingImage[];
}

export interface ListingImageGridProps {
  /** Names the grid, e.g. "Listing images". */
  label: string;
  value: ListingImageGridValue;
  onChange: (value: ListingImageGridValue) => void;
  /** Show the drop zone for adding images (default true). */
  allowAdd?: boolean;
  isDisabled?: boolean;
  /** While the images are uploaded: the share done, in percent. */
  progress?: number | undefined;
}

/** Gives every image its index as sort position. */
export function withSortPositions(images: readonly ListingImage[]): ListingImage[] {
  return images.map((image, index) => (image.sort === index ? image : { ...image, sort: index }));
}

/** Moves the images with `keys` before or after the image `targetKey`, keeping their relative order. */
export function moveImages(
  images: readonly ListingImage[],
  keys: ReadonlySet<Key>,
  targetKey: Key,
  position: 'before' | 'after',
): ListingImage[] {
  if (keys.has(targetKey)) return withSortPositions(images);
  const moving = images.filter((image) => keys.has(image.key));
  const rest = images.filter((image) => !keys.has(image.key));
  const targetIndex = rest.findIndex((image) => image.key === targetKey);
  if (targetIndex < 0) return withSortPositions(images);
  const insertAt = position === 'before' ? targetIndex : targetIndex + 1;
  return withSortPositions([...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)]);
}

/** Hides an image at once; a saved image is remembered for deletion on submit, a new one is just dropped. */
export function markForDeletion(value: ListingImageGridValue, key: string): ListingImageGridValue {
  const image = value.images.find((candidate) => candidate.key === key);
  if (!image) return value;
  return {
    images: withSortPositions(value.images.filter((candidate) => candidate.key !== key)),
    markedForDeletion: image.id === undefined ? value.markedForDeletion : [...value.markedForDeletion, image],
  };
}

type DropTargetDelegate = NonNullable<DragAndDropOptions['dropTargetDelegate']>;

let newImageCount = 0;

/** Turns chosen files into new images at the end of the gallery. */
export function addImageFiles(value: ListingImageGridValue, files: readonly File[]): ListingImageGridValue {
  const added = files.map((file): ListingImage => {
    newImageCount += 1;
    return { key: `new-${newImageCount}`, src: URL.createObjectURL(file), alt: file.name, sort: 0, file };
  });
  return { ...value, images: withSortPositions([...value.images, ...added]) };
}

/**
 * Finds the tile under the pointer in the wrapped grid. react-aria's list delegate reads a
 * single row or column; tiles wrap, so the nearest tile's left or right half decides.
 */
export class TileDropTargetDelegate implements DropTargetDelegate {
  constructor(private readonly ref: RefObject<HTMLElement | null>) {}

  getDropTargetFromPoint(
    x: number,
    y: number,
    isValidDropTarget: (target: DropTarget) => boolean,
  ): DropTarget | null {
    const root = this.ref.current;
    if (!root) return null;
    const origin = root.getBoundingClientRect();
    const pointX = origin.left + x;
    const pointY = origin.top + y;
    let best: { key: string; distance: number; rect: DOMRect } | undefined;
    for (const tile of root.querySelectorAll<HTMLElement>(':scope > [data-key]')) {
      const key = tile.dataset.key;
      if (key === undefined) continue;
      const rect = tile.getBoundingClientRect();
      const dx = Math.max(rect.left - pointX, 0, pointX - rect.right);
      const dy = Math.max(rect.top - pointY, 0, pointY - rect.bottom);
      const distance = Math.hypot(dx, dy);
      if (!best || distance < best.distance) best = { key, distance, rect };
    }
    if (!best) return { type: 'root' };
    const dropPosition = pointX < best.rect.left + best.rect.width / 2 ? 'before' : 'after';
    const target: DropTarget = { type: 'item', key: best.key, dropPosition };
    return isValidDropTarget(target) ? target : null;
  }
}

/**
 * The listing's images as tiles. Reorder by dragging a tile (mouse, touch, or keyboard through its
 * drag handle) or with its Move earlier / Move later buttons; Remove hides a tile at once and the
 * parent deletes it on submit. Arrow keys Up/Down go from tile to tile, Left/Right through a tile's buttons.
 */
export function ListingImageGrid({
  label,
  value,
  onChange,
  allowAdd = true,
  isDisabled = false,
  progress,
}: ListingImageGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const delegate = useRef(new TileDropTargetDelegate(gridRef)).current;
  const { images, markedForDeletion } = value;
  const count = images.length;

  const { dragAndDropHooks } = useDragAndDrop<ListingImage>({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      onChange({
        ...value,
        images: moveImages(
          images,
          event.keys,
          event.target.key,
          event.target.dropPosition === 'before' ? 'before' : 'after',
        ),
      });
    },
    dropTargetDelegate: delegate,
    // Indicators take no grid cell (they would push tiles around mid-drag); the tile beside
    // the active one draws the insertion bar instead.
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });

  function move(index: number, by: -1 | 1) {
    const next = [...images];
    const [image] = next.splice(index, 1);
    if (!image) return;
    next.splice(index + by, 0, image);
    onChange({ ...value, images: withSortPositions(next) });
  }

  return (
    <div className={styles.root}>
      <GridList
        ref={gridRef}
        aria-label={label}
        items={images}
        layout="stack"
        dragAndDropHooks={dragAndDropHooks}
        // Tiles show their position and count, so they re-render when either changes.
        dependencies={[count, isDisabled, value]}
        className={styles.grid}
        renderEmptyState={() => <p className={styles.empty}>No images yet. Add at least one image.</p>}
      >
        {(image) => {
          const index = images.indexOf(image);
          const position = `Image ${index + 1} of ${count}`;
          return (
            <GridListItem
              id={image.key}
              textValue={`${position}: ${image.alt}`}
              className={styles.tile}
              isDisabled={isDisabled}
            >
              <img src={image.src} alt={image.alt} className={styles.image} />
              <div className={styles.bar}>
                <AriaButton slot="drag" className={styles.handle}>
                  <span aria-hidden="true">⠿</span>
                </AriaButton>
                <Text slot="description" className={styles.position}>
                  {position}
                  {image.id === undefined ? ' (new)' : ''}
                </Text>
                <div className={styles.buttons}>
                  <AriaButton
                    className={styles.iconButton}
                    aria-label={`Move image ${index + 1} earlier`}
                    isDisabled={isDisabled || index === 0}
                    onPress={() => move(index, -1)}
                  >
                    <span aria-hidden="true">←</span>
                  </AriaButton>
                  <AriaButton
                    className={styles.iconButton}
                    aria-label={`Move image ${index + 1} later`}
                    isDisabled={isDisabled || index === count - 1}
                    onPress={() => move(index, 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </AriaButton>
                  <AriaButton
                    className={styles.removeButton}
                    aria-label={`Remove image ${index + 1}`}
                    isDisabled={isDisabled}
                    onPress={() => onChange(markForDeletion(value, image.key))}
                  >
                    Remove
                  </AriaButton>
                </div>
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      {markedForDeletion.length > 0 ? (
        <div className={styles.pending} role="status">
          <span>
            {markedForDeletion.length === 1
              ? '1 image will be deleted when you save.'
              : `${markedForDeletion.length} images will be deleted when you save.`}
          </span>
          <Button
            variant="link"
            size="small"
            isDisabled={isDisabled}
            onPress={() =>
              onChange({
                images: withSortPositions([...images, ...markedForDeletion]),
                markedForDeletion: [],
              })
            }
          >
            Keep them
          </Button>
        </div>
      ) : null}
      {allowAdd ? (
        <UploadDropZone
          label="Add images"
          kind="images"
          files={[]}
          hideFileList
          isDisabled={isDisabled}
          {...(progress !== undefined && { progress })}
          onChange={(files) => onChange(addImageFiles(value, files))}
        />
      ) : null}
    </div>
  );
}
