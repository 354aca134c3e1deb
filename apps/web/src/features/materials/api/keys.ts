/** Cache key of the manager's materials (the list answer carries every card). */
export const materialKeys = {
  list: ['materials'] as const,
};
