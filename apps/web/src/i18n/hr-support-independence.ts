/**
 * The texts of 'Samostalnost' on the Statistika tab (issue 32): how much help each step of a chosen task
 * needed over its runs, and its mastery. Only that section imports this file, so it loads with the tab.
 */
import type { SupportLevel } from '@plan-dan/contract/support-constants';
import { notRecordedName, supportLevelNames } from './hr-support-levels';

/** 1 izvođenje, 2 izvođenja, 5 izvođenja, 21 izvođenje. */
const runs = (n: number) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'izvođenje' : 'izvođenja'}`;

export const hrSupportIndependence = {
  title: 'Samostalnost',
  intro: (taskName: string) => `Koliko je pomoći trebao svaki korak zadatka „${taskName}“ i kako to izgleda kroz vrijeme.`,
  noRecords:
    'Za ovaj zadatak još nema zabilježene podrške. Trener je bilježi na kartici zadatka u kartici Zadaci: uz svaki korak jednim dodirom odabere koliko je pomoći trebalo, dok zadatak traje ili odmah nakon njega.',
  /** The scale, and the short mark the grid shows for each. */
  levels: supportLevelNames,
  codes: { independent: 'S', gesture: 'G', verbal: 'V', model: 'P', partial_physical: 'DF', full_physical: 'PF' } satisfies Record<SupportLevel, string>,
  notRecorded: notRecordedName,
  notRecordedCode: '–',

  shareChart: 'Udio samostalnih koraka po izvođenju',
  shareNote: 'Dio zabilježenih koraka koje je zaposlenik uradio samostalno, za svako izvođenje.',
  shareSeries: 'Samostalni koraci',
  date: 'Datum',
  share: 'Samostalno',
  shareOf: (percent: string, independent: number, recorded: number) => `${percent} (${independent} od ${recorded} koraka)`,
  showTable: 'Prikaži kao tablicu',

  gridTitle: 'Podrška po koracima',
  gridNote: (count: number) => `${count === 1 ? 'Zadnje izvođenje' : `Zadnjih ${runs(count)}`}, od starijih prema novijima.`,
  step: 'Korak',
  legend: 'Oznake',

  mostHelp: (position: number, description: string, needsHelp: number, recorded: number) =>
    `Najviše pomoći treba korak ${position}. „${description}“: trebao je pomoć u ${needsHelp} od ${runs(recorded)}.`,
  noHelpNeeded: 'U zadnjim izvođenjima nijedan korak nije trebao pomoć.',

  mastered: 'Savladano',
  masteredText: (count: number) => `${count === 1 ? 'Zadnje izvođenje' : `Zadnjih ${runs(count)}`} zaredom: svi koraci samostalno.`,
  close: 'Blizu savladavanja',
  holdingBack: 'Još pomoć trebaju koraci:',
  notYet: 'Još nije savladano',
  streak: (streak: number, criterion: number) => `Zaredom samostalno: ${streak} od ${runs(criterion)}.`,
  criterion: (count: number) => `Kriterij: ${runs(count)} zaredom, svi koraci samostalno`,
  changeCriterion: 'Promijeni kriterij',
  criterionRuns: 'Izvođenja zaredom',
  criterionHint: 'Od 2 do 20 izvođenja u kojima su svi koraci samostalni.',
  save: 'Spremi',
  cancel: 'Odustani',
  criterionRange: 'Upišite cijeli broj od 2 do 20.',
  criterionSaved: 'Kriterij savladavanja je spremljen.',
  criterionNetwork: 'Kriterij nije spremljen: nema veze sa serverom. Pokušajte ponovo.',
  criterionFailed: 'Kriterij nije spremljen. Pokušajte ponovo.',
} as const;
