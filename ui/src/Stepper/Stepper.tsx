import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../theme/theme.css.ts';
import {
  heading as headingClass,
  list,
  marker,
  root,
  step as stepClass,
  stepDescription,
  stepLabel,
  stepText,
} from './Stepper.css.ts';

export interface StepperStep {
  id: string;
  label: string;
  description?: string;
}

export interface StepperProps {
  /** The steps in order (the spec's flows have two: add unit then owner, verify then register). */
  steps: readonly StepperStep[];
  /** Index of the step being shown, from 0. */
  currentStep: number;
  /** Names the list of steps for screen readers. */
  label?: string;
  headingLevel?: 2 | 3;
  /** The current step's content. */
  children: ReactNode;
}

/**
 * Progress through a short multi-step form. The list marks the current step with aria-current and
 * completed ones with a check; the heading "Step 2 of 2: …" takes focus when the step changes, so
 * keyboard and screen reader users land on the new content.
 */
export function Stepper({ steps, currentStep, label = 'Steps', headingLevel = 2, children }: StepperProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(currentStep);
  useEffect(() => {
    if (previousStep.current !== currentStep) headingRef.current?.focus();
    previousStep.current = currentStep;
  }, [currentStep]);

  const current = steps[currentStep];
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={root}>
      <ol className={list} aria-label={label}>
        {steps.map((s, index) => {
          const state = index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
          return (
            <li
              key={s.id}
              className={stepClass}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={marker} aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className={stepText}>
                <span className={stepLabel}>
                  {s.label}
                  {state === 'complete' ? <span className={visuallyHidden}> (completed)</span> : null}
                </span>
                {s.description ? <span className={stepDescription}>{s.description}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {current ? (
        <Heading ref={headingRef} tabIndex={-1} className={headingClass}>
          {`Step ${currentStep + 1} of ${steps.length}: ${current.label}`}
        </Heading>
      ) : null}
      <div>{children}</div>
    </div>
  );
}
