import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { preview } from '../stories/preview.ts';
import { TextField } from '../TextField/TextField.tsx';
import { Stepper } from './Stepper.tsx';

const addUnitSteps = [
  { id: 'unit', label: 'Add unit', description: 'Unit and lot number' },
  { id: 'authorize', label: 'Authorize', description: 'Registered owner and invitation' },
];

const meta = preview.meta({
  title: 'Forms/Stepper',
  component: Stepper,
  args: { steps: addUnitSteps, currentStep: 0, label: 'Add Strata Unit', children: null },
});

/** The Add Strata Unit flow: create the unit, then invite its registered owner. */
export const Default = meta.story({
  render: function AddStrataUnit(args) {
    const [step, setStep] = useState(0);
    return (
      <Stepper {...args} currentStep={step}>
        {step === 0 ? (
          <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
            <TextField label="Unit Number" defaultValue="1203" isRequired />
            <TextField label="Lot Number" defaultValue="87" isRequired />
            <Button onPress={() => setStep(1)}>Next</Button>
          </div>
        ) : (
          <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
            <TextField label="Name on title" defaultValue="Mei Lin Chen" isRequired />
            <TextField label="Email" type="email" defaultValue="meilin.chen@gmail.com" isRequired />
            <div style={{ display: 'flex', gap: 12 }}>
              <Button variant="secondary" onPress={() => setStep(0)}>
                Back
              </Button>
              <Button>Send invitation</Button>
            </div>
          </div>
        )}
      </Stepper>
    );
  },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Add Strata Unit' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Add unit (completed)');
    // Focus moves to the new step's heading.
    await expect(canvas.getByRole('heading', { name: 'Step 2 of 2: Authorize' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 2: Add unit' })).toHaveFocus();
  },
});

/** The owner's invitation: verify the unit, then register or sign in. */
export const AuthorizeSecondStep = meta.story({
  args: {
    label: 'Authorize',
    currentStep: 1,
    steps: [
      { id: 'verify', label: 'Verify your unit', description: 'Unit, strata plan and name on title' },
      { id: 'register', label: 'Register or sign in', description: 'Email and password' },
    ],
    children: <p>Create your login with the email the strata office has on file.</p>,
  },
});
