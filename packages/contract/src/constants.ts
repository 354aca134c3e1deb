/**
 * Route paths and constants the browsers need, without zod: importing these from
 * '@plan-dan/contract/constants' keeps the validation library out of a page's bundle.
 */

// Shared limits
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;
export const MIN_PASSWORD_LENGTH = 6;
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'email_taken',
  'invalid_credentials',
  'payload_too_large',
  'too_many_requests',
  'task_not_started',
  'task_has_steps',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

// managers
export const managerRoutes = {
  create: '/api/v1/manager/create',
  login: '/api/v1/manager/login',
  update: '/api/v1/manager/:id',
} as const;

// employees
export const employeeRoutes = {
  listOfManager: '/api/v1/manager/children/:managerId',
  get: '/api/v1/child/:id',
  create: '/api/v1/child/create',
  update: '/api/v1/child/update/:id',
  remove: '/api/v1/child/:id',
} as const;
export const MAX_NOTE_LENGTH = 2000;

// tasks
export const taskRoutes = {
  create: '/api/v1/task',
  listOfEmployee: '/api/v1/task/:employeeId',
  remove: '/api/v1/task/:id',
  start: '/api/v1/task/start/:id',
  /** Only for a task without steps; a task with steps is done by its steps. */
  finish: '/api/v1/task/finish/:id',
  createSubtask: '/api/v1/task/sub',
  subtasksOfTask: '/api/v1/task/sub/:taskId',
  removeSubtask: '/api/v1/task/sub/:id',
  setSubtaskDone: '/api/v1/task/sub/done/:id',
  uploadPhoto: '/api/v1/task/sub/:id/photo',
  photos: '/api/v1/task-photos',
  /** Server-Sent Events: `tasks` each time the employee's tasks, steps or photos change. */
  events: '/api/v1/task-events/:employeeId',
} as const;

/** The event name on the task events stream. */
export const TASKS_CHANGED_EVENT = 'tasks';

export const MAX_TASK_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_SUBTASK_LENGTH = 1000;
export const MAX_SUBTASKS_PER_TASK = 100;
/** Photos are downscaled on the phone; this bounds what a bad client can send. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'] as const;

// phone app
export const phoneRoutes = {
  getSettings: '/api/v1/account/settings/:id',
  updateSettings: '/api/v1/account/settings/:id',
  renewCode: '/api/v1/account/settings/:id/renew-code',
  exchangeCode: '/api/v1/token/mobile',
  login: '/api/v1/employee/login',
} as const;

/** The link the QR code encodes; the phone's camera opens it and the app logs in. */
export const phoneLoginPath = (code: string) => `/plan-dan/m/prijava?kod=${encodeURIComponent(code)}`;

export const FONTS = [
  'Arial',
  'San Francisco',
  'Helvetica',
  'Times New Roman',
  'Courier New',
  'Verdana',
  'Georgia',
  'Comic Sans MS',
  'Impact',
  'Arial Narrow',
  'Trebuchet MS',
  'Lucida Console',
  'Tahoma',
  'Palatino Linotype',
  'Garamond',
  'MS Sans Serif',
  'MS Serif',
] as const;
export type Font = (typeof FONTS)[number];

export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 72;

/** The look of a new employee's phone app (addendum, section 2). */
export interface PhoneLookValues {
  font: Font;
  fontSize: number;
  colorForFont: string;
  colorForBackground: string;
  colorOfPriorityTask: string;
  colorOfNormalTask: string;
  colorForSubtask: string;
  colorForProgress: string;
}

export const DEFAULT_PHONE_LOOK: PhoneLookValues = {
  font: 'Palatino Linotype',
  fontSize: 22,
  colorForFont: '#141414',
  colorForBackground: '#F5FFFA',
  colorOfPriorityTask: '#FF6347',
  colorOfNormalTask: '#00BFFF',
  colorForSubtask: '#FF6347',
  colorForProgress: '#00b200',
};
