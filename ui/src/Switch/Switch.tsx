import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The label; say what is on ("Show archived"), not "on/off". */
  children: ReactNode;
}

/** An on/off switch for settings that apply at once (filters, preferences). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
