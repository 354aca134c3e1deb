import type { PushKind } from '@plan-dan/contract';

/**
 * The notifications' titles: the server sends them, so they live here, in one place. The employee's
 * are the spec's words.
 */
export const PUSH_TITLES: Record<PushKind, string> = {
  task: 'Imaš novi zadatak!',
  deadline: 'Uskoro ističe vrijeme!',
  stepApproved: 'Podzadatak je završen ✅',
  stepRejected: 'Podzadatak je nezavršen ❌',
  material: 'Dodana je nova instrukcija!',
  message: 'Imaš novu poruku!',
  // The manager's.
  photo: 'Fotografija čeka pregled',
  sos: 'SOS: zaposlenik treba pomoć!',
  taskDone: 'Zadatak je završen',
  // Titled with the employee's name when sent (push-messages.ts); this is the kind's name.
  task_not_started: 'Zadatak nije započet',
};

/** The manager's new-message title (the employee's is the spec's 'Imaš novu poruku!'). */
export const MANAGER_MESSAGE_TITLE = 'Nova poruka';

/** A body stays short: a notification shows a line or two, and the payload must stay well under 4 KB. */
export const MAX_BODY_LENGTH = 200;

export const bodyText = (text: string) => (text.length > MAX_BODY_LENGTH ? `${text.slice(0, MAX_BODY_LENGTH - 1)}…` : text);

export const sosBody = (employeeName: string) => `${employeeName} traži pomoć`;
/** Calm: the manager learns it, nobody is blamed. */
export const notStartedBody = (taskName: string, dueTime: string) => `„${taskName}” još nije započet (rok ${dueTime}).`;
export const deadlineBody = (taskName: string, dueTime: string) => `${taskName} (rok ${dueTime})`;
/** The step, and the manager's reason when they refused it with one. */
export const stepDecidedBody = (taskName: string, description: string, reason?: string | null) =>
  `${taskName}: ${description}${reason ? ` – ${reason}` : ''}`;
