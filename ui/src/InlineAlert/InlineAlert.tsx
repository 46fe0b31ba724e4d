import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { alert, body, icon, title as titleClass } from './InlineAlert.css.ts';

export const inlineAlertVariants = ['info', 'success', 'warning', 'error'] as const;
export type InlineAlertVariant = (typeof inlineAlertVariants)[number];

export interface InlineAlertProps {
  variant?: InlineAlertVariant;
  title?: ReactNode;
  /** The message, e.g. the spec's "One or more fields don't match the authorization requirements." */
  children: ReactNode;
  /** Extra actions under the message (retry, a link). */
  actions?: ReactNode;
}

/**
 * A message inside the page, next to what it is about (a failed sign-in, a form-level error, a PAD
 * deadline note). Errors use role="alert" so they are announced when they appear; the others are a
 * polite status.
 */
export function InlineAlert({ variant = 'info', title, children, actions }: InlineAlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={alert({ variant })}>
      <span className={icon({ variant })} aria-hidden="true">
        <Icon name={variant} size={20} />
      </span>
      <div className={body}>
        {title ? <span className={titleClass}>{title}</span> : null}
        <div>{children}</div>
        {actions ? <div>{actions}</div> : null}
      </div>
    </div>
  );
}
