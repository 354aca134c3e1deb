/** Cache keys of the chat: the conversation list (unread counts, SOS, last messages) and each conversation's pages. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (employeeId: number) => ['chat', 'messages', employeeId] as const,
  /**
   * The same request and key as the employee list screen's: both read one cached answer, and adding or
   * deleting an employee there (which invalidates every key under 'employees') refreshes this list too.
   */
  employees: (managerId: number) => ['employees', managerId] as const,
};
