/**
 * The texts of the coach's board on Zaposlenici (each employee's day) and of the sidebar's count of photos
 * waiting. Apart from hr.ts, which ships with the login route: only the logged-in screens import this file.
 */

/** Croatian/Bosnian number agreement: 1, 21 … (one); 2–4, 22–24 … (few); everything else (many). */
export function pluralForm(count: number): 'one' | 'few' | 'many' {
  const last = count % 10;
  const lastTwo = count % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

const pick = (count: number, forms: Record<'one' | 'few' | 'many', string>) => forms[pluralForm(count)];

export const hrBoard = {
  /** Today's progress: '3 od 5 zadataka' ('od 1 zadatka', 'od 2 zadatka'). */
  progress: (done: number, total: number) => `${done} od ${total} ${pick(total, { one: 'zadatka', few: 'zadatka', many: 'zadataka' })}`,
  progressLabel: 'Danas',
  progressBar: (name: string) => `Današnji zadaci: ${name}`,
  allDone: 'sve gotovo',
  noTasksToday: 'Danas nema zadataka',
  /** The control that opens the review: '2 slike čekaju pregled'. */
  photos: (count: number) =>
    `${count} ${pick(count, { one: 'slika čeka', few: 'slike čekaju', many: 'slika čeka' })} pregled`,
  photosLabel: (count: number, name: string) => `${hrBoard.photos(count)}: ${name}. Otvori pregled slika.`,
  /** Said calmly: a fact, not an alarm. */
  late: (count: number) => `${count} ${pick(count, { one: 'zadatak kasni', few: 'zadatka kasne', many: 'zadataka kasni' })}`,
  /** Tasks nobody started some minutes after their time: a calm fact, like lateness. */
  notStarted: (count: number) => `Nije započeto: ${count}`,
  notStartedHint: 'Rok je prošao, a zaposlenik zadatak još nije započeo.',
  unread: (count: number) => `${count} ${pick(count, { one: 'nova poruka', few: 'nove poruke', many: 'novih poruka' })}`,
  unreadLabel: (count: number, name: string) => `${hrBoard.unread(count)} od: ${name}. Otvori razgovor.`,
  sos: 'SOS',
  sosLabel: (name: string) => `SOS od: ${name}. Otvori razgovor.`,
  /** The board's order. */
  order: 'Redoslijed',
  needsMeFirst: 'Prvo tko me treba',
  listOrder: 'Po redu',
  /** A summary above the cards. */
  summaryLabel: 'Danas',
  summaryDone: (done: number, total: number) => `Gotovo ${done} od ${total} ${pick(total, { one: 'zadatka', few: 'zadatka', many: 'zadataka' })}`,
  summaryQuiet: 'Nitko Vas trenutno ne treba.',
  boardFailed: 'Današnji pregled se trenutno ne može učitati.',
  /** The sidebar's count beside 'Zaposlenici', heard as words. */
  photosWaitingNav: (count: number) => `${count} ${pick(count, { one: 'slika čeka', few: 'slike čekaju', many: 'slika čeka' })} pregled`,
} as const;
