import { ACCESS_LOG_VIEW_COALESCE_MINUTES, MAX_ACCESS_LOG_DETAIL_LENGTH, type AccessLogRole } from '@plan-dan/contract/privacy-constants';
import type { AccessEvent, RecordAccess } from '../../../platform/access-record.ts';
import { now } from '../../../platform/clock.ts';
import type { AccessLogRepository } from './access-log.repository.ts';

const COALESCE_MS = ACCESS_LOG_VIEW_COALESCE_MINUTES * 60_000;
/** How many recent views one process remembers; past it the memory starts again (a few extra entries at worst). */
const VIEWS_REMEMBERED = 10_000;

const roleOf = ({ by, ownership }: AccessEvent): AccessLogRole => {
  if (by.role === 'employee') return 'employee';
  return by.id === ownership.managerId ? 'owner' : 'helper';
};

/**
 * The one writer of access-history entries, handed by app.ts to the modules whose routes view or change an
 * employee's data. A view is written at most once per viewer, employee and action in
 * ACCESS_LOG_VIEW_COALESCE_MINUTES: a screen asks again on every change and every refetch, and the history is
 * for people to read. The memory of recent views is this process's (several instances may each write one).
 */
export function createAccessRecorder(repository: AccessLogRepository): RecordAccess {
  const lastViewAt = new Map<string, number>();
  return async (event) => {
    // The employee's own use of their phone is theirs, not someone looking at their data, and would drown the
    // history: of the phone only its logins are written. Callers hand every event in; this is the one rule.
    if (event.by.role === 'employee' && event.action !== 'phone.login') return;
    const at = now();
    if (event.action.endsWith('.viewed')) {
      const key = `${event.by.role}:${event.by.id}:${event.ownership.employeeId}:${event.action}`;
      const last = lastViewAt.get(key);
      if (last !== undefined && at - last < COALESCE_MS && at >= last) return;
      if (lastViewAt.size >= VIEWS_REMEMBERED) lastViewAt.clear();
      lastViewAt.set(key, at);
    }
    await repository.insert({
      employeeId: event.ownership.employeeId,
      at,
      role: roleOf(event),
      actorId: event.by.id,
      action: event.action,
      detail: event.detail ? event.detail.slice(0, MAX_ACCESS_LOG_DETAIL_LENGTH) : null,
    });
  };
}
