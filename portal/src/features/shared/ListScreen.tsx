// The frame of the strata administrator's list and archive screens (strata spec 2): the heading with its links or
// the way back, then what the screen lists (a RecordTable). Pure views: rows, state and callbacks come as props.
import { type LinkItem, PageHeader, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import { ButtonLinks } from './ButtonLinks.tsx';

export interface ListScreenProps {
  title: string;
  /** A line under the title, e.g. the building whose records these are. */
  description?: ReactNode;
  /** The heading's links drawn as buttons (Add …, View Archives), in the order given. */
  links?: readonly LinkItem[];
  /** The way back up, e.g. "Back To Users". */
  backLink?: LinkItem;
  children: ReactNode;
}

/** A list screen: its heading, then what it lists. */
export function ListScreen({ title, description, links, backLink, children }: ListScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        actions={links ? <ButtonLinks links={links} /> : undefined}
        backLink={backLink}
      />
      {children}
    </Stack>
  );
}
