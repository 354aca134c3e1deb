/**
 * Route paths and constants the browsers need, without zod: importing these from
 * '@plan-dan/contract/constants' keeps the validation library out of a page's bundle.
 */

// Shared limits
/** Ids are 32-bit integer columns on PostgreSQL: anything larger can name no row. */
export const MAX_ID = 2_147_483_647;
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
  'wrong_password',
  'email_login_blocked',
  'payload_too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'upload_conflict',
  'too_many_requests',
  'task_not_started',
  'task_has_steps',
  /** An edit would move a routine's task onto a day the routine has a task on already. */
  'routine_day_taken',
  /** The Idempotency-Key was used before for another request (another route or another body). */
  'idempotency_key_reused',
  /** The first request with this Idempotency-Key is still being answered (or was cut off while answered). */
  'idempotency_key_in_use',
  'already_helper',
  'helper_is_owner',
  /** 401 at a manager's login: the password is right, and two-step login asks for a code (`code`). */
  'two_factor_required',
  /** A wrong two-step code or recovery code: 401 at login, 403 when turning two-step login off. */
  'wrong_code',
  /** 409: two-step login is on already (start or confirm again). */
  'two_factor_on',
  /** 409: two-step login is off (turning it off), or was not started (confirming). */
  'two_factor_off',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

// Requests the phone may send again (its offline queue): the same key is applied once
/** The request header naming one action of the caller; a request sent again with it is answered as the first time. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 8–100 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Set on an answer given again from the first request's, without applying the request again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** Keys are forgotten after this many days (a phone offline longer sends its queue as new requests). */
export const IDEMPOTENCY_KEY_DAYS = 7;

// managers
export const managerRoutes = {
  create: '/api/v1/manager/create',
  login: '/api/v1/manager/login',
  update: '/api/v1/manager/:id',
  /** The current password and a new one; the manager's other sessions end. */
  changePassword: '/api/v1/manager/:id/password',
} as const;

// password-reset: a forgotten manager's password, by an e-mailed one-time link
export const passwordResetRoutes = {
  /** `{ username }` (a username or an e-mail address): always 202, whether or not it names an account. */
  request: '/api/v1/password-reset',
  /** `{ token, password }`: 204; the link's token works once, and every session of the manager ends. */
  confirm: '/api/v1/password-reset/confirm',
} as const;
/** A reset link works this long after it was sent. */
export const PASSWORD_RESET_MINUTES = 30;

// two-factor: a manager's two-step login (TOTP codes from an authenticator app, and recovery codes)
export const twoFactorRoutes = {
  /** GET: whether it is on; POST `{ currentPassword }`: starts turning it on; DELETE `{ currentPassword, code }`: turns it off. */
  twoFactor: '/api/v1/manager/:id/two-factor',
  /** `{ code }` from the app: turns it on, answers the recovery codes (shown once). */
  confirm: '/api/v1/manager/:id/two-factor/confirm',
} as const;
/** An authenticator app's code has this many digits. */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** Turning two-step login on gives this many recovery codes, each good once. */
export const RECOVERY_CODE_COUNT = 10;

// sessions (a manager's or an employee's login)
export const sessionRoutes = {
  /** Ends the session of the token sent. */
  logout: '/api/v1/logout',
  /** Ends every session of the token's user, on every device. */
  logoutEverywhere: '/api/v1/logout-all',
} as const;

// employees
export const employeeRoutes = {
  listOfManager: '/api/v1/manager/children/:managerId',
  get: '/api/v1/child/:id',
  create: '/api/v1/child/create',
  update: '/api/v1/child/update/:id',
  remove: '/api/v1/child/:id',
  /** The manager sets a new password for the employee's e-mail login; the employee's sessions end. */
  setPassword: '/api/v1/child/:id/password',
  /** The manager allows or blocks the employee's e-mail login; blocking ends the employee's sessions. */
  setEmailLogin: '/api/v1/child/:id/email-login',
  /** PUT `{ consentGiven: true }`: the owner records having consent to keep the person's data (issue 35). */
  recordConsent: '/api/v1/child/:id/consent',
} as const;

// helpers: managers the employee's owner invited to help (tasks, reviews, statistics, chat)
export const helperRoutes = {
  /** The employee's helpers (the owner and the helpers may read it); POST invites one (the owner only). */
  list: '/api/v1/child/:id/helpers',
  invite: '/api/v1/child/:id/helpers',
  /** The owner removes a helper; a helper may remove themselves (leave). */
  remove: '/api/v1/child/:id/helpers/:managerId',
} as const;
/** How a manager stands to an employee in their list: the owner (who added them) or a helper. */
export const EMPLOYEE_ROLES = ['owner', 'helper'] as const;
export const MAX_NOTE_LENGTH = 2000;

// tasks
export const taskRoutes = {
  create: '/api/v1/task',
  listOfEmployee: '/api/v1/task/:employeeId',
  remove: '/api/v1/task/:id',
  /** PUT: edit one task (a routine's day alone), its steps too when they are sent. */
  update: '/api/v1/task/:id',
  start: '/api/v1/task/start/:id',
  /** Only for a task without steps; a task with steps is done by its steps. */
  finish: '/api/v1/task/finish/:id',
  createStep: '/api/v1/task/sub',
  stepsOfTask: '/api/v1/task/sub/:taskId',
  removeStep: '/api/v1/task/sub/:id',
  setStepDone: '/api/v1/task/sub/done/:id',
  uploadPhoto: '/api/v1/task/sub/:id/photo',
  /**
   * The manager's picture or short video for a step: PUT the raw image or video (replaces any earlier
   * one, of either kind), DELETE removes it.
   */
  stepPicture: '/api/v1/task/sub/:id/picture',
  /** A step video's first frame, taken by the manager's browser, as its preview (the raw image as the body). */
  stepPicturePoster: '/api/v1/task/sub/:id/picture/poster',
  stepPictureFromMaterial: '/api/v1/task/sub/:id/picture/from-material',
  /**
   * The manager's recorded voice for a step: PUT the raw audio (replaces any earlier one), DELETE removes it.
   * A routine's days share it, as they share a picture.
   */
  stepVoice: '/api/v1/task/sub/:id/voice',
  /** GET: the step's refusals, newest first (at most STEP_REJECTION_HISTORY_LIMIT), kept after approvals and new photos. */
  stepRejections: '/api/v1/task/sub/:id/rejections',
  photos: '/api/v1/task-photos',
  /** Server-Sent Events: `tasks` each time the employee's tasks, steps or photos change. */
  events: '/api/v1/task-events/:employeeId',
  /** `?year=`: per day, how many tasks are due and done (the calendar's marks). */
  calendar: '/api/v1/task-calendar/:employeeId',
} as const;

/** A step's refusal history answers at most this many, the newest. */
export const STEP_REJECTION_HISTORY_LIMIT = 50;

/** Routines (tasks that repeat): read and edit one. Created with the task (POST task with `repeat`). */
export const routineRoutes = {
  /** GET the routine behind an occurrence; PUT changes it and its not-started occurrences from today on. */
  one: '/api/v1/task-routine/:id',
} as const;
/**
 * How a routine repeats: every day, Monday to Friday, chosen weekdays, every week on the start date's
 * weekday, every month on the start date's day (the month's last day when it has fewer days).
 */
export const ROUTINE_KINDS = ['daily', 'weekdays', 'custom', 'weekly', 'monthly'] as const;
export type RoutineKind = (typeof ROUTINE_KINDS)[number];
/** A routine's occurrences exist this many days ahead of today (and the Zadaci lists show them that far). */
export const ROUTINE_HORIZON_DAYS = 7;
/** A screen asking for later days (the calendar) gets occurrences created at most this many days ahead. */
export const ROUTINE_MAX_AHEAD_DAYS = 366;

/** A task's difficulty, as the original sends it ('Težina': 'Lagano', 'Srednje', 'Teško'); a task may have none. */
export const TASK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TaskDifficulty = (typeof TASK_DIFFICULTIES)[number];

// the coach's board: every reached employee's day at a glance
export const boardRoutes = {
  /**
   * GET: per employee the manager owns or helps, today's progress, photos waiting, late tasks, unread messages, SOS.
   * With an ETag (If-None-Match: 304 while nothing it counts and no minute of the clock changed); live through
   * the manager's chat stream (its `tasks`, `message` and `read` events).
   */
  board: '/api/v1/board',
} as const;

/** What a task list may ask for (see taskListQuerySchema). */
export const TASK_LIST_STATUSES = ['open', 'done', 'current'] as const;
/** status=current: the tasks finished in this many last days come with the open ones. */
export const RECENTLY_DONE_DAYS = 7;
/** A page of finished tasks, unless the client asks for another size. */
export const TASK_PAGE_SIZE = 20;
export const MAX_TASK_PAGE_SIZE = 200;

/** The event name on the task events stream. */
export const TASKS_CHANGED_EVENT = 'tasks';
/** Also on the task events stream: the manager saved the phone's look (its data is empty); the phone loads its settings anew. */
export const LOOK_CHANGED_EVENT = 'look';

export const MAX_TASK_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_SUBTASK_LENGTH = 1000;
/** The manager's reason for refusing a step's photo: a short sentence the phone reads aloud. */
export const MAX_REJECTION_REASON_LENGTH = 200;
export const MAX_SUBTASKS_PER_TASK = 100;
/** Photos are downscaled on the phone; this bounds what a bad client can send. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'] as const;
/** A step's picture: what every phone browser shows (no HEIC); its size is bounded by MAX_PHOTO_BYTES. */
export const STEP_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A step's short video instead of a picture: what Chromium and the phones' browsers play (no QuickTime, no Ogg). */
export const STEP_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** A step's video is at most this large (413 above it); a picture stays within MAX_PHOTO_BYTES. */
export const MAX_STEP_VIDEO_BYTES = 50 * 1024 * 1024;
/** A step video's poster (its first frame, as the manager's browser sends it) is at most this large. */
export const MAX_STEP_POSTER_BYTES = 10 * 1024 * 1024;
/**
 * A step's recorded voice, judged by its bytes: what MediaRecorder makes (WebM/Opus in Chromium and Firefox,
 * MP4/AAC in Safari) and the usual audio files (Ogg, MP3, WAV).
 */
export const STEP_VOICE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'] as const;
export type StepVoiceType = (typeof STEP_VOICE_TYPES)[number];
/** The manager's app stops a recording at this length. */
export const MAX_STEP_VOICE_SECONDS = 60;
/** A voice is at most this large (413 above it): a minute of 16-bit mono WAV at 48 kHz, with room. */
export const MAX_STEP_VOICE_BYTES = 8 * 1024 * 1024;
/** A step's or a task's expected duration ('Trajanje'), in whole minutes; the phone shows it shrinking. */
export const MIN_DURATION_MINUTES = 1;
export const MAX_DURATION_MINUTES = 240;
/**
 * A task whose due time passed this long ago and that nobody started is told to its managers once (push kind
 * `task_not_started`, the board's `notStarted`); the server's NOT_STARTED_MARGIN_MINUTES changes it.
 */
export const DEFAULT_NOT_STARTED_MARGIN_MINUTES = 15;

// materials (the manager's instruction materials; their employees read them)
export const materialRoutes = {
  /** The manager's materials; for an employee, their manager's. */
  list: '/api/v1/materials',
  remove: '/api/v1/materials/:id',
  /** A video's first frame, taken by the manager's browser, as its preview (the raw image as the body). */
  poster: '/api/v1/materials/:id/poster',
  /** tus resumable uploads (POST creates, PATCH sends, HEAD resumes, DELETE cancels); only managers. */
  uploads: '/api/v1/uploads',
} as const;

/** What a material can be, decided from the file's content, never from its name. */
export const MATERIAL_KINDS = ['image', 'video', 'pdf', 'zip'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_TYPES: Record<string, MaterialKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'image/heic': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'video/ogg': 'video',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
};
/** What the file picker offers (the spec's accepted kinds); the server still checks the bytes. */
export const MATERIAL_ACCEPT = 'image/*,video/*,application/pdf,application/zip,.zip';
export const MAX_MATERIAL_TITLE_LENGTH = 200;
/** The default upload limit (MATERIAL_MAX_BYTES on the server): 2 GB. */
export const DEFAULT_MAX_MATERIAL_BYTES = 2 * 1024 ** 3;
/** tus-js-client's chunk: small enough for a proxy's body limit, large enough to be fast. */
export const MATERIAL_CHUNK_BYTES = 16 * 1024 * 1024;

// statistics (the employee's finished tasks, in the app's time zone)
export const statisticRoutes = {
  /** Everything the Statistika tab shows, in one request. */
  overview: '/api/v1/statistics/:employeeId',
  /** One task name's runs by date and the time its steps take: `?name=`. */
  task: '/api/v1/statistics/:employeeId/task',
  /** Every finished task, one row each, oldest first (the tab's CSV download). */
  finished: '/api/v1/statistics/:employeeId/finished',
  /** The original API's three statistics calls, with its shapes. */
  tasksOverTime: '/api/v1/task/tasks-over-time/:employeeId',
  deadlineStats: '/api/v1/task/deadline-stats/:employeeId',
  taskSummary: '/api/v1/task/task-summary/:employeeId',
} as const;
// support: in support-constants.ts ('@plan-dan/contract/support-constants'), not re-exported here: whatever this
// file reaches is in the manager app's login script, and only the lazily loaded support screens need those.

/** The table of tasks on the Statistika tab shows this many rows a page. */
export const TASK_SUMMARY_PAGE_SIZE = 5;

// chat (each employee's conversation with their manager)
export const chatRoutes = {
  /** The caller's conversations with what is unread: a manager's, one per employee; an employee's own. */
  conversations: '/api/v1/chat',
  /** GET: the messages, newest first (`?before=<message id>&limit=` pages back); POST: sends one. */
  messages: '/api/v1/chat/:employeeId/messages',
  /** PUT: the caller has read the conversation up to `lastReadId`. */
  read: '/api/v1/chat/:employeeId/read',
  /**
   * Server-Sent Events of every conversation the caller can see: a `message` event for each new message
   * (its `id:` is the message id, its data the message) and a `read` event when a side reads; a manager's
   * also a `tasks` event (CHAT_TASKS_EVENT) when an employee's tasks change. A client
   * that reconnects with `Last-Event-ID` (or `?after=`) first gets every message it missed, none twice.
   */
  events: '/api/v1/chat-events',
} as const;
export const CHAT_MESSAGE_EVENT = 'message';
export const CHAT_READ_EVENT = 'read';
/**
 * On a manager's chat stream only: the tasks, steps or photos of an employee the manager owns or helps with
 * changed (data: `{ employeeId }`, no id). The board follows it instead of one task stream per employee.
 */
export const CHAT_TASKS_EVENT = 'tasks';
export const MAX_MESSAGE_LENGTH = 2000;
/** Messages a page when none is asked for, and the most one request may ask for. */
export const CHAT_PAGE_SIZE = 30;
export const MAX_CHAT_PAGE_SIZE = 100;
/** Messages one person may send a minute (CHAT_SEND_LIMIT_MAX on the server); more answers 429. */
export const DEFAULT_CHAT_SEND_LIMIT = 30;
/** Who wrote a message. */
export const CHAT_SENDERS = ['manager', 'employee'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
/** The `user._id` of a message: the sender's kind and id, as ids of managers and employees overlap. */
export const chatUserId = (sender: ChatSender, id: number) => `${sender}-${id}`;

// phone app
export const phoneRoutes = {
  getSettings: '/api/v1/account/settings/:id',
  updateSettings: '/api/v1/account/settings/:id',
  renewCode: '/api/v1/account/settings/:id/renew-code',
  exchangeCode: '/api/v1/token/mobile',
  login: '/api/v1/employee/login',
} as const;

/** A QR login code works this long after it is issued; the manager's open screen fetches a new one in time. */
export const PHONE_CODE_LIFETIME_MS = 15 * 60 * 1000;

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

// push notifications (Web Push with the server's VAPID key)
export const pushRoutes = {
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  publicKey: '/api/v1/push/public-key',
  /** POST: this session's browser subscription (the PushSubscription's JSON); DELETE `{ endpoint }`: removes it. */
  subscriptions: '/api/v1/push/subscriptions',
  /** GET / PUT: which notifications the manager gets (each on by default). */
  preferences: '/api/v1/push/preferences',
} as const;
/** What a notification is about; its payload's `kind`. */
export const PUSH_KINDS = [
  'task',
  'deadline',
  'stepApproved',
  'stepRejected',
  'material',
  'message',
  'photo',
  'sos',
  'taskDone',
  /** A task's due time passed by the margin and the employee has not started it (to its managers, once). */
  'task_not_started',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** The kinds a manager may switch off (Postavke), with their names in the preferences. */
export const MANAGER_PUSH_PREFERENCES = ['photo', 'sos', 'message', 'taskDone', 'task_not_started'] as const;
export type ManagerPushPreference = (typeof MANAGER_PUSH_PREFERENCES)[number];
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

// calendar feed (an employee's tasks for calendar programs, by a secret link)
export const calendarFeedRoutes = {
  /** GET: whether the employee has a link · POST: a new link (the old one stops working) · DELETE: no link. */
  employee: '/api/v1/calendar-feed/employee/:employeeId',
  /** The feed itself, `<secret>.ics`; the secret in the address is the credential, so no token. */
  feed: '/api/v1/calendar-feed/:file',
} as const;
/** The secret's length in base64url characters: 32 random bytes, 256 bits. */
export const CALENDAR_FEED_SECRET_LENGTH = 43;
export const calendarFeedPath = (secret: string) => `/api/v1/calendar-feed/${secret}.ics`;
/** The feed holds tasks due this many months back, and every later one. */
export const CALENDAR_FEED_PAST_MONTHS = 3;
