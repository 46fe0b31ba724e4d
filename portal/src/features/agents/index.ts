// The agents feature's public face: what other features may use. Routes import its containers and api.ts directly.
export { storyAgents } from './agentFixtures.ts';
export type { StrataAgent } from './agentForm.ts';
