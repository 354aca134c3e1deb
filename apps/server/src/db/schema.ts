import type { Generated } from 'kysely';

/**
 * Booleans are stored as 0/1 integers on SQLite and as booleans on PostgreSQL;
 * repositories read them with `Boolean(...)`. Timestamps are epoch milliseconds
 * on both, so time arithmetic is the same SQL everywhere.
 */
type DbBoolean = boolean | number;

export interface ManagersTable {
  id: Generated<number>;
  name: string;
  surname: string;
  email: string;
  username: string;
  password_hash: string;
  kid_male: DbBoolean;
  date_of_birth: string;
  created_at: number;
}

/** A manager's one live password-reset link (migration 0028), by its token's SHA-256. */
export interface PasswordResetsTable {
  manager_id: number;
  token_hash: string;
  /** SHA-256 of the password hash the link was sent for: the link dies when the password changes. */
  password_fingerprint: string;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
}

/** A manager's two-step login (migration 0028); `enabled_at` null while it is being turned on. */
export interface ManagerTwoFactorTable {
  manager_id: number;
  /** The TOTP secret, base32. */
  secret: string;
  created_at: number;
  enabled_at: number | null;
  /** The 30-second step of the last code accepted: that step's code and earlier ones are refused. */
  last_time_step: number | null;
}

/** A recovery code's SHA-256 (migration 0028), good for one login. */
export interface ManagerRecoveryCodesTable {
  id: Generated<number>;
  manager_id: number;
  code_hash: string;
  used_at: number | null;
}

export interface EmployeesTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  surname: string;
  email: string;
  password_hash: string;
  kid_male: DbBoolean;
  date_of_birth: string;
  qualities: string | null;
  preferences: string | null;
  special: string | null;
  email_login_allowed: Generated<DbBoolean>;
  created_at: number;
  /** When the owner confirmed having consent to keep the person's data (migration 0029), or null. */
  consent_given_at: number | null;
}

export interface AccountSettingsTable {
  employee_id: number;
  font: string;
  font_size: number;
  color_for_font: string;
  color_for_background: string;
  color_of_priority_task: string;
  color_of_normal_task: string;
  color_for_subtask: string;
  color_for_progress: string;
  phone_login_string: string;
  /** Epoch ms; the code logs nobody in after it. */
  phone_login_expires_at: number;
  /** The phone opens a task one step at a time (migration 0024). */
  focus_view: Generated<DbBoolean>;
  /** 'Piktogrami visokog kontrasta' (migration 0027). */
  pictogram_contrast: Generated<DbBoolean>;
}

export interface TasksTable {
  id: Generated<number>;
  employee_id: number;
  /** The runs of a name are found by (employee_id, task_name) (migration 0026: the support figures). */
  task_name: string;
  description: string;
  due_date: string;
  due_time: string;
  priority: DbBoolean;
  done: DbBoolean | null;
  started_at: number | null;
  ended_at: number | null;
  /** The due date and time as wall-clock ms (local time written as if UTC); null only before it was recorded. */
  due_local_at: number | null;
  created_at: number;
  /** The routine this task is an occurrence of (migration 0015), or null. */
  routine_id: number | null;
  /** Raised by the database with every change to the task, its steps or their photos (migration 0021). */
  stamp: Generated<number>;
  /** 'easy', 'medium', 'hard' or null (migration 0023). */
  difficulty: string | null;
  /** The expected minutes from the start, 1 to 240, or null (migration 0024). */
  duration_minutes: number | null;
  /** The task's pictogram from the library, by name (migration 0027), shown beside its name. */
  pictogram: string | null;
}

/** A task that repeats (migration 0015): its occurrences are tasks with its id, made ahead by the tasks module. */
export interface TaskRoutinesTable {
  id: Generated<number>;
  employee_id: number;
  task_name: string;
  description: string;
  due_time: string;
  priority: DbBoolean;
  /** Every day's difficulty (migration 0023). */
  difficulty: string | null;
  kind: string;
  /** ISO weekdays as bits, bit 0 Monday. */
  weekdays: number;
  start_date: string;
  end_date: string | null;
  /** Every day's expected minutes (migration 0024). */
  duration_minutes: number | null;
  /** JSON: [{ description, needPhoto, durationMinutes?, pictogram? }] (a step's pictogram by name, migration 0027). */
  steps: string;
  /** The last day whose occurrences exist (YYYY-MM-DD). */
  generated_through: string;
  created_at: number;
  updated_at: number;
  /** Every day's pictogram, by name (migration 0027). */
  pictogram: string | null;
}

/** A routine's day deleted on its own ('Samo ovaj'): never made again. */
export interface TaskRoutineSkipsTable {
  routine_id: number;
  skipped_date: string;
}

export interface SubtasksTable {
  id: Generated<number>;
  task_id: number;
  description: string;
  need_photo: DbBoolean;
  done: DbBoolean | null;
  completed_at: number | null;
  /** The manager's latest refusal of the step's photo (migration 0011); cleared by approval or a new photo. */
  rejected_at: number | null;
  rejection_reason: string | null;
  /** The manager's picture for the step (migration 0013): its storage key and content type, or both null. */
  picture_key: string | null;
  picture_type: string | null;
  picture_preview_key: string | null;
  /** The place of the routine step this step was made from (migration 0018); null for a task that happens once, or a step added by hand. */
  routine_step: number | null;
  /** How many times its photo was refused (migration 0019): the rows of step_rejections, kept in the refusal's transaction. */
  rejection_count: Generated<number>;
  /** The step's place in its task (migration 0023); steps are ordered by (position, id). */
  position: Generated<number>;
  /** The expected minutes of the step, 1 to 240, or null (migration 0024). */
  duration_minutes: number | null;
  /** The manager's recorded voice for the step (migration 0024): its storage key and content type, or both null. */
  voice_key: string | null;
  voice_type: string | null;
  /** The step's pictogram from the library, by name (migration 0027); never beside a picture. */
  pictogram: string | null;
  /** When the server removed the step's photo under PHOTO_RETENTION_DAYS (migration 0029), or null. */
  photo_removed_at: number | null;
}

/** One refusal of a step's photo (migration 0019), kept after approvals and new photos. */
export interface StepRejectionsTable {
  id: Generated<number>;
  subtask_id: number;
  reason: string | null;
  rejected_at: number;
  /** The refusing manager (owner or helper); null when unknown (before 0019) or deleted since. */
  manager_id: number | null;
}

/** One record of the help a step needed on its run (migration 0025); the newest row per step is its current one. */
export interface StepSupportRecordsTable {
  id: Generated<number>;
  subtask_id: number;
  /** One of SUPPORT_LEVELS; null: the record was withdrawn ('Nije zabilježeno'). */
  level: string | null;
  note: string | null;
  /** Epoch ms. */
  recorded_at: number;
  /** The recording manager (owner or helper); null when deleted since. */
  manager_id: number | null;
}

/** A task name's mastery criterion (migration 0025): this many runs in a row with every step independent. */
export interface SupportMasteryCriteriaTable {
  employee_id: number;
  task_name: string;
  runs: number;
}

/** A routine step's picture (migration 0018): its occurrences' steps from that place refer to the same files. */
export interface TaskRoutineStepPicturesTable {
  routine_id: number;
  step_index: number;
  picture_key: string;
  picture_type: string;
  picture_preview_key: string | null;
}

/** A routine step's voice (migration 0024): its occurrences' steps from that place refer to the same file. */
export interface TaskRoutineStepVoicesTable {
  routine_id: number;
  step_index: number;
  voice_key: string;
  voice_type: string;
}

export interface TaskPhotosTable {
  id: Generated<number>;
  subtask_id: number;
  task_id: number;
  employee_id: number;
  name: string;
  storage_key: string;
  content_type: string;
  size: number;
  created_at: number;
}

/** A login: the token names it, so it can be ended on its own or with the owner's others. */
export interface SessionsTable {
  id: string;
  manager_id: number | null;
  employee_id: number | null;
  created_at: number;
  expires_at: number;
}

export interface MaterialsTable {
  id: Generated<number>;
  manager_id: number;
  name: string;
  content_type: string;
  kind: string;
  size: number;
  upload_id: string;
  storage_key: string;
  preview_key: string | null;
  created_at: number;
}

/** A message of the conversation between an employee and their manager. */
export interface ChatMessagesTable {
  id: Generated<number>;
  employee_id: number;
  sender: 'manager' | 'employee';
  /** The manager's or the employee's id, by `sender`. */
  sender_id: number;
  sender_name: string;
  text: string;
  sos: DbBoolean;
  created_at: number;
}

/** How far one side (`reader`) has read an employee's conversation. */
export interface ChatReadsTable {
  employee_id: number;
  reader: 'manager' | 'employee';
  last_read_id: number;
}

/** Spans of one UTC offset in a zone: wall-clock time = instant + offset_ms, for the statistics' SQL. */
export interface TimeZoneOffsetsTable {
  zone: string;
  starts_at: number;
  ends_at: number;
  offset_ms: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  session_id: string;
  manager_id: number | null;
  employee_id: number | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

export interface PushPreferencesTable {
  manager_id: number;
  photo: DbBoolean;
  sos: DbBoolean;
  message: DbBoolean;
  task_done: DbBoolean;
  /** Migration 0024. */
  task_not_started: Generated<DbBoolean>;
}

export interface PushRemindersTable {
  task_id: number;
  reminded_for: number;
}

/** A task's not-started notice, claimed once for the due time it was for (migration 0024). */
export interface PushNotStartedTable {
  task_id: number;
  noticed_for: number;
}

/** Raised by triggers on every change to an employee's tasks, steps or step photos (the list's ETag). */
export interface TaskListVersionsTable {
  employee_id: number;
  version: number;
}

/** One counter per limit and client (platform/request-limits.ts). */
export interface RequestLimitsTable {
  key: string;
  count: number;
  in_flight: number;
  window_ends_at: number;
}

/** An employee's secret calendar link (migration 0012): only the secret's SHA-256 (hex). */
export interface CalendarFeedsTable {
  employee_id: number;
  secret_hash: string;
  /** Epoch ms. */
  created_at: number;
}

/** One request the caller may send again, by its Idempotency-Key (platform/idempotency.ts, migration 0016). */
export interface IdempotencyKeysTable {
  user_role: 'manager' | 'employee';
  user_id: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  /** The answer's status and JSON body; null while the first request is being answered. */
  status: number | null;
  response: string | null;
  /** Epoch ms. */
  created_at: number;
}

/** A manager who helps with another manager's employee (migration 0014). */
export interface EmployeeHelpersTable {
  employee_id: number;
  manager_id: number;
  created_at: number;
}

/** Who viewed or changed an employee's data (migration 0029): never changed, removed after its retention. */
export interface AccessLogTable {
  id: Generated<number>;
  employee_id: number;
  at: number;
  /** 'owner', 'helper' or 'employee' (AccessLogRole), as they stood to the employee then. */
  actor_role: string;
  /** A manager's id for an owner or a helper; the employee's own id for 'employee'. */
  actor_id: number;
  /** 'Ime Prezime' as it was then. */
  actor_name: string;
  /** An AccessLogAction. */
  action: string;
  detail: string | null;
}

export interface Database {
  managers: ManagersTable;
  password_resets: PasswordResetsTable;
  manager_two_factor: ManagerTwoFactorTable;
  manager_recovery_codes: ManagerRecoveryCodesTable;
  employees: EmployeesTable;
  account_settings: AccountSettingsTable;
  tasks: TasksTable;
  task_routines: TaskRoutinesTable;
  task_routine_skips: TaskRoutineSkipsTable;
  task_routine_step_pictures: TaskRoutineStepPicturesTable;
  task_routine_step_voices: TaskRoutineStepVoicesTable;
  subtasks: SubtasksTable;
  step_rejections: StepRejectionsTable;
  step_support_records: StepSupportRecordsTable;
  support_mastery_criteria: SupportMasteryCriteriaTable;
  task_photos: TaskPhotosTable;
  sessions: SessionsTable;
  time_zone_offsets: TimeZoneOffsetsTable;
  materials: MaterialsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_reminders: PushRemindersTable;
  push_not_started: PushNotStartedTable;
  task_list_versions: TaskListVersionsTable;
  request_limits: RequestLimitsTable;
  calendar_feeds: CalendarFeedsTable;
  idempotency_keys: IdempotencyKeysTable;
  employee_helpers: EmployeeHelpersTable;
  access_log: AccessLogTable;
}
