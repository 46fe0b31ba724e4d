import { expect, userEvent, waitFor } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { preview } from '../stories/preview.ts';
import { JumpLinks } from './JumpLinks.tsx';

const sections = [
  { label: 'Strata Units', targetId: 'story-units' },
  { label: 'Onsite Staff', targetId: 'story-staff' },
  { label: 'Documents', targetId: 'story-documents' },
] as const;

const meta = preview.meta({
  title: 'Layout/JumpLinks',
  component: JumpLinks,
  args: { links: sections },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <JumpLinks {...args} />
      {sections.map((section) => (
        <Card key={section.targetId} title={section.label} headingId={section.targetId}>
          <p
            style={{ minHeight: '40rem', margin: 0 }}
          >{`The ${section.label.toLowerCase()} of the building.`}</p>
        </Card>
      ))}
    </div>
  ),
});

/** One activation brings the section's heading into view with focus on it; Enter does the same as a click. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(nav).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Documents' }));
    const documents = canvas.getByRole('heading', { name: 'Documents' });
    await expect(documents).toHaveFocus();
    await waitFor(() => expect(documents.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    canvas.getByRole('link', { name: 'Onsite Staff' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Onsite Staff' })).toHaveFocus();
  },
});
