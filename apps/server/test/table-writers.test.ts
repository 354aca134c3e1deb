import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('../src/', import.meta.url).pathname;

/** Every table some non-test server file inserts into, updates or deletes from, with the folders that do. */
function writersOfEachTable(): Record<string, string[]> {
  const writers: Record<string, Set<string>> = {};
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'migrations') visit(file);
        continue;
      }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const owner = path.relative(SOURCE, folder);
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:insertInto|updateTable|deleteFrom)\('([a-z_]+)'\)/g)) {
        (writers[match[1]!] ??= new Set()).add(owner);
      }
    }
  };
  visit(SOURCE);
  return Object.fromEntries(Object.entries(writers).map(([table, owners]) => [table, [...owners].sort()]));
}

describe('who writes which table', () => {
  it('has one module for each table (in the tasks room, the slices that write it); the others ask it', () => {
    expect(writersOfEachTable()).toEqual({
      managers: ['modules/managers'],
      password_resets: ['modules/password-reset'],
      employees: ['modules/employees'],
      account_settings: ['modules/phone-app'],
      // Made by tasks/ and by a routine's days; done by the completion rule and deleted with their files (shared/); a pictogram (step-pictograms/).
      tasks: ['modules/tasks/routines', 'modules/tasks/shared', 'modules/tasks/step-pictograms', 'modules/tasks/tasks'],
      // Steps come with a new task or a routine's day; each slice changes its own columns.
      subtasks: ['modules/tasks/routines', 'modules/tasks/shared', 'modules/tasks/step-pictures', 'modules/tasks/step-voices', 'modules/tasks/steps', 'modules/tasks/tasks'],
      task_photos: ['modules/tasks/shared', 'modules/tasks/steps'],
      step_rejections: ['modules/tasks/steps'],
      step_support_records: ['modules/support/recording'],
      support_mastery_criteria: ['modules/support/figures'],
      task_routines: ['modules/tasks/routines'],
      task_routine_skips: ['modules/tasks/routines'],
      task_routine_step_pictures: ['modules/tasks/routines'],
      task_routine_step_voices: ['modules/tasks/routines'],
      sessions: ['modules/sessions'],
      manager_two_factor: ['modules/two-factor'],
      manager_recovery_codes: ['modules/two-factor'],
      materials: ['modules/materials'],
      chat_messages: ['modules/chat'],
      chat_reads: ['modules/chat'],
      push_subscriptions: ['modules/push'],
      push_preferences: ['modules/push'],
      push_reminders: ['modules/push'],
      push_not_started: ['modules/push'],
      calendar_feeds: ['modules/calendar-feed'],
      employee_helpers: ['modules/helpers'],
      // Raised by the triggers of migration 0009; deleted with the employee's tasks when the employee is erased (issue 35).
      task_list_versions: ['modules/tasks/tasks'],
      // Derived from the runtime's zone data at start, for the statistics' SQL.
      time_zone_offsets: ['platform'],
      // Counters of the request limits, shared by every instance.
      request_limits: ['platform'],
      // The keys of requests the phone may send again, claimed in the transaction of any feature's change.
      idempotency_keys: ['platform'],
    });
  });
});
