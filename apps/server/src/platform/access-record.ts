import type { AccessLogAction } from '@plan-dan/contract/privacy-constants';
import type { Ownership, UserRef } from './auth.ts';

/** Something a user did with an employee's data, for the employee's access history ('Povijest pristupa'). */
export interface AccessEvent {
  /** Who: a manager (the owner or a helper) or the employee on their phone. */
  by: UserRef;
  /** Whose data: the employee and their owner (how `by` stood to the employee follows from it). */
  ownership: Ownership;
  action: AccessLogAction;
  /** A short detail in the data's own words: the task's or step's name, a helper's name. */
  detail?: string | null;
}

/**
 * Writes an access-history entry (the privacy module answers it; app.ts hands it to the modules whose
 * routes view or change an employee's data). It is awaited after the access check and, for a change, after
 * the change committed, so an entry is never written for what was refused or undone.
 */
export type RecordAccess = (event: AccessEvent) => Promise<void>;
