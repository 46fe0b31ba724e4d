import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, spinner } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (phone layouts, dialog footers). */
  fullWidth?: boolean;
  /**
   * false: while pending the button shows its spinner and is disabled, but nothing is announced. For a submit that
   * the next step replaces: react-aria announces a pending button by reference to it, and once the button is gone
   * the announcement is an image with no name (axe role-img-alt). The new step's heading takes focus instead.
   */
  announcePending?: boolean;
}

/**
 * A button. While `isPending` it shows a spinner, stays focusable and ignores presses;
 * react-aria announces the pending state to screen readers.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  announcePending = true,
  ...props
}: ButtonProps) {
  const quietPending = !announcePending && props.isPending === true;
  return (
    <AriaButton
      {...props}
      isPending={announcePending ? props.isPending : false}
      isDisabled={props.isDisabled || quietPending}
      className={button({ variant, size, fullWidth })}
    >
      {({ isPending }) => (
        <>
          {isPending || quietPending ? <span className={spinner} aria-hidden="true" /> : null}
          {children}
        </>
      )}
    </AriaButton>
  );
}
