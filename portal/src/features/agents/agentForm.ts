// The agent form's values and rules (strata spec 5 "Agent form": name, phone and email each validated; the spec
// shows no wording, so the portal's general messages are used). zod/mini keeps the area chunk small.
import type { StrataAgent, StrataAgentInput } from '@portal/sdk/types';

export type { StrataAgent, StrataAgentInput } from '@portal/sdk/types';

import * as z from 'zod/mini';
import { filled, requiredEmail, requiredPhone } from '../shared/forms/textRules.ts';

export const agentFormSchema = z.object({
  name: z.string().check(filled(), z.maxLength(100)),
  phone: requiredPhone,
  email: requiredEmail,
});

export type AgentFormValues = z.infer<typeof agentFormSchema>;

export const emptyAgentForm: AgentFormValues = { name: '', phone: '', email: '' };

export function agentFormFrom(agent: StrataAgent): AgentFormValues {
  return { name: agent.name, phone: agent.phone, email: agent.email };
}

export function agentInputFrom(values: AgentFormValues): StrataAgentInput {
  return { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() };
}
