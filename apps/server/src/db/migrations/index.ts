import type { Migration } from 'kysely';
import * as createManagers from './2026-11-21-0001-create-managers.ts';
import * as createEmployees from './2026-11-21-0002-create-employees.ts';
import * as createTasks from './2026-11-21-0003-create-tasks.ts';
import * as sessions from './2026-11-23-0004-sessions.ts';
import * as statistics from './2026-11-23-0005-statistics.ts';
import * as materials from './2026-11-23-0006-materials.ts';
import * as chat from './2026-11-23-0007-chat.ts';
import * as push from './2026-11-23-0008-push.ts';
import * as taskListVersions from './2026-11-23-0009-task-list-versions.ts';
import * as requestLimits from './2026-11-26-0010-request-limits.ts';
import * as stepRejectionReasons from './2026-11-26-0011-step-rejection-reasons.ts';
import * as calendarFeeds from './2026-11-26-0012-calendar-feeds.ts';
import * as stepPictures from './2026-11-26-0013-step-pictures.ts';
import * as employeeHelpers from './2026-11-26-0014-employee-helpers.ts';
import * as routines from './2026-11-26-0015-routines.ts';
import * as idempotencyKeys from './2026-11-26-0016-idempotency-keys.ts';
import * as stepPicturePreviews from './2026-11-26-0017-step-picture-previews.ts';
import * as routineStepPictures from './2026-11-26-0018-routine-step-pictures.ts';
import * as stepRejectionHistory from './2026-11-26-0019-step-rejection-history.ts';
import * as calendarCoveringIndex from './2026-11-27-0020-calendar-covering-index.ts';
import * as taskStamps from './2026-11-27-0021-task-stamps.ts';
import * as rejectionsBefore0011 from './2026-11-28-0022-rejections-before-0011.ts';
import * as difficultyAndStepOrder from './2026-11-28-0023-difficulty-and-step-order.ts';
import * as durationsVoicesFocusNotStarted from './2026-11-28-0024-durations-voices-focus-not-started.ts';
import * as stepSupport from './2026-11-29-0025-step-support.ts';
import * as tasksByNameIndex from './2026-11-29-0026-tasks-by-name-index.ts';
import * as pictograms from './2026-11-29-0027-pictograms.ts';
import * as passwordResetAndTwoFactor from './2026-11-29-0028-password-reset-and-two-factor.ts';
import * as accessLogConsentPhotoRetention from './2026-11-29-0029-access-log-consent-photo-retention.ts';

/** Every migration, in the order it is applied. Never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-create-managers': createManagers,
  '2026-11-21-0002-create-employees': createEmployees,
  '2026-11-21-0003-create-tasks': createTasks,
  '2026-11-23-0004-sessions': sessions,
  '2026-11-23-0005-statistics': statistics,
  '2026-11-23-0006-materials': materials,
  '2026-11-23-0007-chat': chat,
  '2026-11-23-0008-push': push,
  '2026-11-23-0009-task-list-versions': taskListVersions,
  '2026-11-26-0010-request-limits': requestLimits,
  '2026-11-26-0011-step-rejection-reasons': stepRejectionReasons,
  '2026-11-26-0012-calendar-feeds': calendarFeeds,
  '2026-11-26-0013-step-pictures': stepPictures,
  '2026-11-26-0014-employee-helpers': employeeHelpers,
  '2026-11-26-0015-routines': routines,
  '2026-11-26-0016-idempotency-keys': idempotencyKeys,
  '2026-11-26-0017-step-picture-previews': stepPicturePreviews,
  '2026-11-26-0018-routine-step-pictures': routineStepPictures,
  '2026-11-26-0019-step-rejection-history': stepRejectionHistory,
  '2026-11-27-0020-calendar-covering-index': calendarCoveringIndex,
  '2026-11-27-0021-task-stamps': taskStamps,
  '2026-11-28-0022-rejections-before-0011': rejectionsBefore0011,
  '2026-11-28-0023-difficulty-and-step-order': difficultyAndStepOrder,
  '2026-11-28-0024-durations-voices-focus-not-started': durationsVoicesFocusNotStarted,
  '2026-11-29-0025-step-support': stepSupport,
  '2026-11-29-0026-tasks-by-name-index': tasksByNameIndex,
  '2026-11-29-0027-pictograms': pictograms,
  '2026-11-29-0028-password-reset-and-two-factor': passwordResetAndTwoFactor,
  '2026-11-29-0029-access-log-consent-photo-retention': accessLogConsentPhotoRetention,
};
