import type { AccessLogAction, AccessLogKind, AccessLogRole } from '@plan-dan/contract/privacy-constants';

/**
 * Texts of 'Povijest pristupa' on the employee's Privatnost tab (loaded with that tab). An action's words are
 * the sentence before a colon; the server's detail (a task's, step's or helper's name) follows it when there is one.
 */
export const hrAccessLog = {
  title: 'Povijest pristupa',
  intro: 'Tko je pregledao ili mijenjao podatke ove osobe, i kada.',
  kept: (keptDays: number) => `Zapisi se čuvaju ${keptDays} dana, zatim se brišu.`,
  filter: 'Prikaži',
  all: 'Sve',
  kinds: {
    view: 'Pregledi',
    change: 'Promjene',
    review: 'Pregled fotografija',
    export: 'Preuzimanja',
    helpers: 'Pomagači',
    login: 'Prijave na telefonu',
  } satisfies Record<AccessLogKind, string>,
  when: 'Kada',
  who: 'Tko',
  what: 'Što',
  roles: {
    owner: '(vlasnik)',
    helper: '(pomagač)',
    employee: '(na telefonu)',
  } satisfies Record<AccessLogRole, string>,
  more: 'Učitaj starije',
  none: 'Još nema zapisa.',
  noneOfKind: 'Nema zapisa ove vrste.',
  actions: {
    'profile.viewed': 'Pregled profila',
    'tasks.viewed': 'Pregled zadataka',
    'statistics.viewed': 'Pregled statistike',
    'profile.changed': 'Promjena profila',
    'consent.recorded': 'Zabilježen pristanak',
    'task.created': 'Novi zadatak',
    'task.changed': 'Promjena zadatka',
    'task.deleted': 'Brisanje zadatka',
    'step.approved': 'Odobrena fotografija',
    'step.rejected': 'Odbijena fotografija',
    'support.recorded': 'Bilježenje podrške',
    'data.exported': 'Preuzimanje svih podataka',
    'helper.added': 'Dodan pomagač',
    'helper.removed': 'Uklonjen pomagač',
    'phone.login': 'Prijava na telefonu',
  } satisfies Record<AccessLogAction, string>,
} as const;
