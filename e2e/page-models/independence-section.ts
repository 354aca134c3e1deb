import type { Locator, Page } from '@playwright/test';

/** 'Samostalnost' on Statistika, for the chosen task: the mastery mark, the share per run and the grid of levels. */
export class IndependenceSection {
  readonly region: Locator;
  readonly mostHelp: Locator;
  readonly chart: Locator;
  /** The chart's figures as its table gives them: one row per run, [date, share]. */
  readonly chartRows: Locator;
  readonly grid: Locator;
  readonly gridDates: Locator;
  readonly gridRows: Locator;
  readonly legend: Locator;
  readonly criterion: Locator;
  readonly changeCriterion: Locator;
  readonly criterionRuns: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('tabpanel', { name: 'Statistika' }).getByRole('region', { name: 'Samostalnost', exact: true });
    this.mostHelp = this.region.getByText(/^Najviše pomoći treba korak|^U zadnjim izvođenjima nijedan korak/);
    this.chart = this.region.getByRole('figure', { name: 'Udio samostalnih koraka po izvođenju' });
    this.chartRows = this.chart.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
    this.grid = this.region.getByRole('table', { name: 'Podrška po koracima' });
    this.gridDates = this.grid.getByRole('columnheader').filter({ hasNotText: 'Korak' });
    this.gridRows = this.grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
    this.legend = this.region.getByRole('list', { name: 'Oznake' }).getByRole('listitem');
    this.criterion = this.region.getByText(/^Kriterij: /);
    this.changeCriterion = this.region.getByRole('button', { name: 'Promijeni kriterij' });
    this.criterionRuns = this.region.getByRole('textbox', { name: 'Izvođenja zaredom' });
    this.save = this.region.getByRole('button', { name: 'Spremi' });
  }

  /** 'Savladano', 'Blizu savladavanja' or 'Još nije savladano', as the mark says it. */
  mark(text: string): Locator {
    return this.region.getByText(text, { exact: true });
  }

  /** The steps still holding mastery back, as listed under 'Blizu savladavanja'. */
  get holdingBack(): Locator {
    return this.region.getByRole('list', { name: 'Još pomoć trebaju koraci:' }).getByRole('listitem');
  }

  /** The short marks a step's row shows, one per run (what a person reads in the grid). */
  marks(row: Locator): Locator {
    return row.getByRole('cell').locator('[aria-hidden="true"]');
  }
}
