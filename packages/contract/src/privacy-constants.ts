/**
 * The privacy feature's route paths, actions and limits (issue 35), without zod, as
 * '@plan-dan/contract/privacy-constants' (and through the package's index): who saw or changed an employee's
 * data ('Povijest pristupa'), and all of it in one ZIP ('Preuzmi sve podatke'). Only the manager's
 * 'Privatnost' tab (loaded lazily) and the server use them.
 */

export const privacyRoutes = {
  /**
   * GET `?before=&limit=&kind=`: the employee's access history, newest first, a page at a time (`before`: the
   * last entry's id of the page before). The owner only: a helper gets 403, anyone else 404.
   */
  accessLog: '/api/v1/child/:id/access-log',
  /** GET: every piece of the employee's data as one streamed ZIP. The owner only. */
  export: '/api/v1/child/:id/export',
} as const;

/**
 * What an access-history entry says was done. Views are written at most once per viewer, employee and kind of
 * view in ACCESS_LOG_VIEW_COALESCE_MINUTES (a screen asks again on every change; the history would drown).
 */
export const ACCESS_LOG_ACTIONS = [
  'profile.viewed',
  'tasks.viewed',
  'statistics.viewed',
  'profile.changed',
  'consent.recorded',
  'task.created',
  'task.changed',
  'task.deleted',
  'step.approved',
  'step.rejected',
  'support.recorded',
  'data.exported',
  'helper.added',
  'helper.removed',
  'phone.login',
] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

/** The history's filter: each action is of one kind. */
export const ACCESS_LOG_KINDS = ['view', 'change', 'review', 'export', 'helpers', 'login'] as const;
export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];

export const ACCESS_LOG_KIND_OF: Readonly<Record<AccessLogAction, AccessLogKind>> = {
  'profile.viewed': 'view',
  'tasks.viewed': 'view',
  'statistics.viewed': 'view',
  'profile.changed': 'change',
  'consent.recorded': 'change',
  'task.created': 'change',
  'task.changed': 'change',
  'task.deleted': 'change',
  'support.recorded': 'change',
  'step.approved': 'review',
  'step.rejected': 'review',
  'data.exported': 'export',
  'helper.added': 'helpers',
  'helper.removed': 'helpers',
  'phone.login': 'login',
};

/** The actions of a kind, for the filter's SQL. */
export const accessLogActionsOf = (kind: AccessLogKind): AccessLogAction[] => ACCESS_LOG_ACTIONS.filter((action) => ACCESS_LOG_KIND_OF[action] === kind);

/** How the person who acted stood to the employee then: their owner, a helper, or the employee on their phone. */
export const ACCESS_LOG_ROLES = ['owner', 'helper', 'employee'] as const;
export type AccessLogRole = (typeof ACCESS_LOG_ROLES)[number];

export const ACCESS_LOG_PAGE_SIZE = 50;
export const MAX_ACCESS_LOG_PAGE_SIZE = 100;
export const MAX_ACCESS_LOG_DETAIL_LENGTH = 200;
export const ACCESS_LOG_VIEW_COALESCE_MINUTES = 15;
/** ACCESS_LOG_RETENTION_DAYS's default: entries are kept two years, then removed. */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 730;
