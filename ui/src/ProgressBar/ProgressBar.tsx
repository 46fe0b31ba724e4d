import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { fill, label as labelClass, root, track, value as valueClass } from './ProgressBar.css.ts';

export const progressStatuses = ['active', 'success', 'error'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children' | 'render'> {
  /** What is progressing, e.g. "Uploading 2026-strata-minutes.pdf". */
  label: ReactNode;
  /** Colours the bar: green when done, red when it failed. */
  status?: ProgressStatus;
  /** Replaces the percentage text, e.g. "Uploaded" or "Failed". */
  valueLabel?: string;
}

/** Upload progress (0 to 100 by default); indeterminate while the size is unknown. */
export function ProgressBar({ label, status = 'active', valueLabel, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} {...(valueLabel ? { valueLabel } : {})} className={root} data-status={status}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label className={labelClass}>{label}</Label>
          <span className={valueClass}>{isIndeterminate ? '' : valueText}</span>
          <div className={track}>
            <div className={fill} style={{ width: isIndeterminate ? undefined : `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
