import { type ReactNode, useId } from 'react';
import {
  description as descriptionClass,
  fullWidth,
  grid,
  heading,
  legend,
  section,
} from './FormSection.css.ts';

export const formSectionColumns = [1, 2] as const;
export const formSectionHeadingLevels = [2, 3, 4] as const;

export interface FormSectionProps {
  /** The section's name ("Account info", "Owner profile", "Registered owner"). */
  title: ReactNode;
  description?: ReactNode;
  /** Two columns from tablet width up; always one on phones. */
  columns?: (typeof formSectionColumns)[number];
  /** Heading level inside the page's outline. */
  headingLevel?: (typeof formSectionHeadingLevels)[number];
  /** Disables every field inside (native fieldset behaviour). */
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * A titled group of fields in a form: a fieldset whose legend is a real heading, so screen readers
 * announce the group with each field and the page outline lists it.
 */
export function FormSection({
  title,
  description,
  columns = 1,
  headingLevel = 2,
  isDisabled = false,
  children,
}: FormSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const descriptionId = useId();
  // The legend names the group; the description is linked separately so the name stays short.
  return (
    <fieldset
      className={section}
      disabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className={legend}>
        <Heading className={heading}>{title}</Heading>
      </legend>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      <div className={grid({ columns })}>{children}</div>
    </fieldset>
  );
}

/** Makes a child of a two-column FormSection span the full width. */
export function FormSectionFull({ children }: { children: ReactNode }) {
  return <div className={fullWidth}>{children}</div>;
}
