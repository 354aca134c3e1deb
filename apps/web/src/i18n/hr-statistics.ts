/**
 * The texts of the Statistika tab. Apart from hr.ts, which ships with the login route and its 110 KB
 * budget: only the tab imports this file, so it loads with the tab. Croatian/Bosnian, like hr.ts.
 */

/** 1 izvršenje, 2 izvršenja, 5 izvršenja, 21 izvršenje. */
const runs = (n: number) => `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'izvršenje' : 'izvršenja'}`;

export const hrStatistics = {
  average: 'Prosječno vrijeme potrebno za izradu zadatka',
  averageBasis: (count: string) => `Zadataka s izmjerenim vremenom: ${count}`,
  finished: 'Ukupno završenih zadataka',
  finishedThisMonth: (count: string) => `Ovaj mjesec: ${count}`,
  monthChart: 'Završeni zadaci za tekući mjesec',
  monthSeries: 'Završeni zadaci',
  day: 'Datum',
  count: 'Broj završenih',
  deadlines: 'Završeni zadaci u odnosu na rokove',
  onTime: 'Na vrijeme',
  late: 'Kašnjenje',
  showTable: 'Prikaži kao tablicu',
  tasksTitle: 'Vrijeme izrade po zadatku',
  number: '#',
  taskName: 'Naziv zadatka',
  runs: 'Broj izvršenja',
  averageTime: 'Prosječno vrijeme',
  /** The planned time ('Trajanje' in the task form) beside the time taken. */
  planned: 'Planirano',
  plannedShort: (time: string) => `planirano ${time}`,
  plannedVsTaken: (planned: string, taken: string) => `Planirano ${planned} · prosječno ${taken}`,
  plannedSeries: 'Planirano vrijeme',
  noPlanned: 'nije planirano',
  page: (page: number, pages: number) => `Stranica ${page} od ${pages}`,
  previous: 'Prethodna',
  previousPage: 'Prethodna stranica',
  next: 'Sljedeća',
  nextPage: 'Sljedeća stranica',
  noTimedTasks: 'Završeni zadaci nisu bili započeti na mobitelu, pa im se vrijeme izrade ne može izmjeriti.',
  choose: 'Odaberite zadatak u tablici: ovdje će se prikazati koliko je trajao svaki put i koliko traje svaki korak.',
  chosenTitle: 'Odabrani zadatak',
  runsChart: 'Vrijeme izrade po datumima',
  runsSeries: 'Vrijeme izrade',
  time: 'Vrijeme izrade',
  stepsTitle: 'Koliko traje svaki korak',
  stepsIntro: 'Medijan vremena od početka zadatka ili prethodnog koraka do završetka koraka. Korak koji dugo traje možda treba bolju sliku ili opis.',
  runsCount: runs,
  slowest: 'najduže traje',
  noSteps: 'Za ovaj zadatak još nema izmjerenih koraka: vrijeme koraka bilježi se za zadatke završene od uvođenja ove mogućnosti.',
  download: 'Preuzmi CSV',
  downloadFailed: 'CSV se nije mogao preuzeti. Pokušajte ponovo.',
  csv: {
    columns: ['Naziv zadatka', 'Datum', 'Rok', 'Završeno', 'Na vrijeme', 'Trajanje (sekunde)'],
    yes: 'Da',
    no: 'Ne',
  },
  emptyTitle: 'Još nema završenih zadataka',
  emptyText: (name: string) =>
    `Kad ${name} završi prvi zadatak na mobitelu, ovdje ćete vidjeti koliko traje izrada, koliko je zadataka završeno na vrijeme i koji korak traje najduže.`,
} as const;

// ---- The mean time per difficulty (issue 29), with the original's labels. ----
export const hrStatisticsDifficulty = {
  title: 'Prosječno vrijeme po težini zadatka',
  labels: { easy: 'Lagani', medium: 'Srednje teški', hard: 'Teški' },
  basis: (runs: number) => `Zadataka s izmjerenim vremenom: ${runs}`,
} as const;
