import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { preview } from '../stories/preview.ts';
import { formatDate } from '../utils/formatDate.ts';
import {
  type CategoryGroup,
  CategoryGroups,
  type CategoryGroupsProps,
  groupByCategory,
} from './CategoryGroups.tsx';

interface StrataDocument {
  id: number;
  title: string;
  strataDocumentCategoryId: number;
  documentDate: string;
}

const categories = [
  { id: 1, name: 'Bylaws' },
  { id: 2, name: 'Minutes' },
  { id: 3, name: 'Financial Statements' },
  { id: 4, name: 'Insurance' },
  { id: 5, name: 'Depreciation Reports' },
];

const documents: StrataDocument[] = [
  { id: 11, title: 'Consolidated Bylaws 2022', strataDocumentCategoryId: 1, documentDate: '2022-06-01' },
  {
    id: 12,
    title: 'Rental Restriction Bylaw Amendment',
    strataDocumentCategoryId: 1,
    documentDate: '2021-11-15',
  },
  { id: 21, title: 'AGM Minutes - June 2022', strataDocumentCategoryId: 2, documentDate: '2022-06-21' },
  {
    id: 22,
    title: 'Council Meeting Minutes - March 2022',
    strataDocumentCategoryId: 2,
    documentDate: '2022-03-09',
  },
  {
    id: 23,
    title: 'SGM Minutes - Roof Replacement Levy',
    strataDocumentCategoryId: 2,
    documentDate: '2022-01-26',
  },
  {
    id: 31,
    title: 'Audited Financial Statements FY2021',
    strataDocumentCategoryId: 3,
    documentDate: '2022-02-28',
  },
  {
    id: 41,
    title: 'Insurance Certificate 2022-2023',
    strataDocumentCategoryId: 4,
    documentDate: '2022-08-01',
  },
];

const onArchive = fn();

function DocumentRow({ document }: { document: StrataDocument }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Link href={`/strataAdmin/document/view/${document.id}`} variant="standalone">
        {document.title}
      </Link>
      <span style={{ flex: 1 }}>{formatDate(document.documentDate)}</span>
      <Button size="small" variant="secondary" onPress={() => onArchive(document.id)}>
        Archive
      </Button>
    </div>
  );
}

const groups = groupByCategory(documents, categories, (document) => document.strataDocumentCategoryId);

const meta = preview.meta({
  title: 'Data/CategoryGroups',
  component: CategoryGroups<StrataDocument>,
  args: {
    label: 'Documents',
    groups,
    getItemId: (document: StrataDocument) => document.id,
    renderItem: (document: StrataDocument) => <DocumentRow document={document} />,
  } satisfies Partial<CategoryGroupsProps<StrataDocument>>,
});

/** Categories in order with their counts; an empty folder stays; Enter folds a category. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Bylaws2 documents',
      'Minutes3 documents',
      'Financial Statements1 document',
      'Insurance1 document',
      'Depreciation Reports0 documents',
    ]);
    await expect(canvas.getByText('No documents in this category.')).toBeVisible();

    const minutes = canvas.getByRole('button', { name: /Minutes/ });
    await expect(minutes).toHaveAttribute('aria-expanded', 'true');
    minutes.focus();
    await userEvent.keyboard('{Enter}');
    await expect(minutes).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'AGM Minutes - June 2022' })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('link', { name: 'AGM Minutes - June 2022' })).toHaveAttribute(
      'href',
      '/strataAdmin/document/view/21',
    );
  },
});

/** A viewer (property admin, unit owner) sees only categories that hold documents. */
export const HideEmptyCategories = meta.story({
  args: { hideEmptyGroups: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.queryByText('Depreciation Reports')).toBeNull();
  },
});

/** Documents with a category the list does not know go last. */
export const Uncategorized = meta.story({
  args: {
    groups: groupByCategory(
      [
        ...documents,
        { id: 99, title: 'Move-in Checklist', strataDocumentCategoryId: 42, documentDate: '2022-09-01' },
      ],
      categories,
      (document) => document.strataDocumentCategoryId,
    ),
    hideEmptyGroups: true,
  },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.at(-1)).toHaveTextContent('Uncategorized1 document');
  },
});

export const Empty = meta.story({
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
});

export const EmptyForViewer = meta.story({
  args: {
    groups: categories.map((category): CategoryGroup<StrataDocument> => ({ ...category, items: [] })),
    hideEmptyGroups: true,
    emptyMessage: 'No documents have been shared for this building yet.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents have been shared for this building yet.')).toBeVisible();
  },
});

export const Collapsed = meta.story({
  args: { defaultExpandedKeys: [] },
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },
});

export const LongNames = meta.story({
  args: {
    groups: [
      {
        id: 1,
        name: 'Annual General Meeting Packages, Notices of Meeting, Proxies and Approved Budgets',
        items: [
          {
            id: 1,
            title:
              'Notice of Annual General Meeting and Proposed Operating Budget for the Fiscal Year Ending March 31, 2023 - The Residences at Metrotown',
            strataDocumentCategoryId: 1,
            documentDate: '2022-05-30',
          },
        ],
      },
    ],
  },
});
