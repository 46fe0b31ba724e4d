import type { MouseEvent } from 'react';
import * as styles from './JumpLinks.css.ts';

export interface JumpLink {
  /** The section's name as its heading says it, e.g. "Documents". */
  label: string;
  /** The id of the section's heading, the link's target. */
  targetId: string;
}

export interface JumpLinksProps {
  links: readonly JumpLink[];
  /** The navigation's name and visible label; defaults to "On this page". */
  label?: string;
}

/** The bottom of whatever stays at the top of the window (a sticky bar), which a target must clear. */
function stickyBottom(): number {
  let bottom = 0;
  for (const element of document.elementsFromPoint(window.innerWidth / 2, 1)) {
    const position = getComputedStyle(element).position;
    if (position === 'sticky' || position === 'fixed') {
      bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
    }
  }
  return bottom;
}

/** Brings the heading to the top of the window, below any sticky bar, and gives it focus (a screen reader reads it). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  const gap = 8;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - stickyBottom() - gap });
}

/**
 * "On this page": links to the sections of a long page, each taking one activation (a click, or Enter) to bring its
 * section's heading into view with focus on it, so Tab goes on inside that section. Everything stays on the page
 * (find in page, printing and a screen reader's headings list keep working), unlike tabs that hide the other sections.
 */
export function JumpLinks({ links, label = 'On this page' }: JumpLinksProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <p className={styles.label} aria-hidden="true">
        {label}:
      </p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.targetId}>
            <a
              href={`#${link.targetId}`}
              className={styles.link}
              onClick={(event) => jumpTo(event, link.targetId)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
