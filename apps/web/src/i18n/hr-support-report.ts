import { notRecordedName, supportLevelNames } from './hr-support-levels';

/**
 * The texts of 'Izvještaj o napretku' (issue 32) and its CSV of support records. Only the report's screen
 * imports this file, so it loads with that screen. Croatian/Bosnian, like hr.ts.
 */

/** Who recorded, when that manager's account was deleted since. */
const deletedAccount = 'obrisani račun';

export const hrSupportReport = {
  title: 'Izvještaj o napretku',
  /** The link on Statistika. */
  open: 'Izvještaj o napretku',
  back: 'Natrag na statistiku',
  period: (from: string, to: string) => `Razdoblje: ${from} – ${to}`,
  form: {
    legend: 'Razdoblje izvještaja',
    from: 'Od',
    to: 'Do',
    show: 'Prikaži',
    required: 'Upišite datum.',
    fromAfterTo: 'Datum „Do” ne može biti prije datuma „Od”.',
    tooLong: (days: number) => `Razdoblje može trajati najviše ${days} dana.`,
  },
  print: 'Ispiši / spremi kao PDF',
  loadFailed: 'Izvještaj se nije mogao učitati.',
  summary: {
    title: 'Zadaci u razdoblju',
    due: 'Zadano',
    finished: 'Završeno',
    onTime: 'Završeno na vrijeme',
  },
  tasks: {
    title: 'Samostalnost po zadatku',
    intro: 'Udio koraka obavljenih samostalno, među zabilježenim koracima u razdoblju. Kretanje uspoređuje prvu i drugu polovinu zabilježenih izvršenja.',
    task: 'Zadatak',
    due: 'Zadano',
    finished: 'Završeno',
    onTime: 'Na vrijeme',
    share: 'Samostalni koraci',
    trend: 'Kretanje',
    mastery: 'Savladano',
    recordedRuns: (runs: number) => `zabilježeno izvršenja: ${runs}`,
    notRecorded: 'nije zabilježeno',
    /** Beside the word, so the trend reads without colour; screen readers get the word alone. */
    trendArrows: { up: '↑', steady: '→', down: '↓' },
    trendWords: { up: 'raste', steady: 'stabilno', down: 'pada' },
    trendTooFew: 'premalo zapisa',
    trendFrom: (first: string, last: string) => `(${first} → ${last})`,
    mastered: 'Savladano',
    notMastered: 'Još ne',
    empty: 'U ovom razdoblju nije bilo zadataka.',
  },
  mastered: {
    title: 'Savladani zadaci',
    empty: 'Nijedan zadatak još nije savladan do kraja razdoblja.',
  },
  steps: {
    title: 'Koraci kojima treba najviše podrške',
    task: 'Zadatak',
    step: 'Korak',
    stepName: (position: number, description: string) => `${position}. ${description}`,
    needsHelp: 'Trebalo podrške',
    needsHelpCount: (needsHelp: number, recorded: number) => `${needsHelp} od ${recorded}`,
    usualLevel: 'Najčešća razina',
    empty: 'Nijedan zabilježeni korak u ovom razdoblju nije trebao podršku.',
  },
  notes: {
    title: 'Bilješke',
    date: 'Datum',
    task: 'Zadatak',
    step: 'Korak',
    level: 'Razina',
    note: 'Bilješka',
    recordedBy: 'Zabilježio/la',
    empty: 'U ovom razdoblju nema bilješki.',
  },
  deletedAccount,
  levels: supportLevelNames,
  csv: {
    download: 'Preuzmi zapise podrške (CSV)',
    failed: 'Zapisi podrške nisu se mogli preuzeti. Pokušajte ponovo.',
    fileName: 'zapisi-podrske',
    columns: ['Datum', 'Zadatak', 'Korak', 'Razina', 'Bilješka', 'Zabilježio/la', 'Vrijeme zapisa', 'Trenutni'],
    levels: supportLevelNames,
    notRecorded: notRecordedName,
    deletedAccount,
    yes: 'Da',
    no: 'Ne',
  },
} as const;
