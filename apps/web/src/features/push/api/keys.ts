/** Cache key of the manager's notification preferences (one set per manager, for all their devices). */
export const pushPreferencesKey = (managerId: number) => ['push-preferences', managerId] as const;
