import type { ChatMessage } from '@plan-dan/contract';
import { chatUserId } from '@plan-dan/contract/constants';

/** A message as the API sends it; by default the employee's, in conversation 7. */
export function buildMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const from = overrides.from ?? 'employee';
  return {
    _id: id,
    text: `Poruka ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 23, 9, id)).toISOString(),
    user: { _id: chatUserId(from, from === 'employee' ? 7 : 1), name: from === 'employee' ? 'Žana Čolić' : 'Amra Voditeljica', avatar: null },
    employeeId: 7,
    from,
    sos: false,
    ...overrides,
  };
}
