// The strata agents' calls (strata spec 2, 4 and 8): the reads a route's loader and its container share, and the
// actions with the spec's toasts and messages. Light on purpose: route files import it for their loaders.
import { agentMessages, userMessages } from '@portal/sdk/messages';
import {
  archiveStrataAgentMutation,
  createStrataAgentMutation,
  deleteStrataAgentMutation,
  getStrataAgentOptions,
  restoreStrataAgentMutation,
  updateStrataAgentMutation,
} from '@portal/sdk/query';

import { archivingOptions, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';

export const agentQueries = {
  one: (id: number) => getStrataAgentOptions({ path: { id } }),
};

export function useCreateAgent() {
  return useAction({
    mutation: createStrataAgentMutation(),
    refresh: ['strataAgents'],
    // The spec sends the page to the dashboard after Create Agent; the toast says why it moved.
    success: (agent) => `Agent ${agent.name} created.`,
    failure: agentMessages.duplicateOnCreate,
    failureIn: 'view',
    serverWords: true,
  });
}

export function useUpdateAgent() {
  return useAction({
    mutation: updateStrataAgentMutation(),
    // The buildings show their agent.
    refresh: ['strataAgents', 'strataProperties'],
    success: (agent) => `Agent ${agent.name} saved.`,
    failure: agentMessages.duplicateOnUpdate,
    failureIn: 'view',
    serverWords: true,
  });
}

/** Archive and Restore of an agent (archiving takes the agent off its buildings, spec 4). */
const archiving = archivingOptions('strataAgents', genericFailure.strata);

export function useArchiveAgent() {
  return useAction({ ...archiving, mutation: archiveStrataAgentMutation() });
}

export function useRestoreAgent() {
  return useAction({ ...archiving, mutation: restoreStrataAgentMutation() });
}

export function useDeleteAgent() {
  return useAction({
    mutation: deleteStrataAgentMutation(),
    refresh: ['strataAgents'],
    // The spec's wording for a failed agent delete (strata spec 8).
    failure: userMessages.createConflict,
    failureIn: 'toast',
  });
}
