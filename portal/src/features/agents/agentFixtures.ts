// Realistic agents for the agent screens' stories.
import type { StrataAgent } from './agentForm.ts';

export const storyAgents: readonly StrataAgent[] = [
  { id: 7, name: 'Priya Sandhu', phone: '604-555-0147', email: 'priya.sandhu@example.ca', archived: false },
  { id: 8, name: 'Daniel Okafor', phone: '778-555-0190', email: 'd.okafor@example.ca', archived: false },
  { id: 9, name: 'Mei-Lin Zhao', phone: '250-555-0112', email: 'meilin.zhao@example.ca', archived: false },
];

export const storyArchivedAgents: readonly StrataAgent[] = [
  { id: 4, name: 'Gordon Little', phone: '604-555-0173', email: 'gordon.little@example.ca', archived: true },
];
