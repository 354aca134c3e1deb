import { expect, type Locator, type Page } from '@playwright/test';

/** The Statistika tab of the employee page: headline figures, the two charts, the task table and the chosen task. */
export class StatisticsTab {
  readonly panel: Locator;
  readonly average: Locator;
  readonly finished: Locator;
  readonly monthChart: Locator;
  readonly deadlines: Locator;
  readonly tasks: Locator;
  readonly taskRows: Locator;
  readonly pageNumber: Locator;
  readonly previousPage: Locator;
  readonly nextPage: Locator;
  readonly download: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: 'Statistika' });
    this.average = this.figure('Prosječno vrijeme potrebno za izradu zadatka');
    this.finished = this.figure('Ukupno završenih zadataka');
    this.monthChart = this.panel.getByRole('figure', { name: 'Završeni zadaci za tekući mjesec' });
    this.deadlines = this.panel.getByRole('region', { name: 'Završeni zadaci u odnosu na rokove' });
    this.tasks = this.panel.getByRole('region', { name: 'Vrijeme izrade po zadatku' });
    // Body rows only: the header row has column headers, no cells.
    this.taskRows = this.tasks.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    this.pageNumber = this.tasks.getByText(/^Stranica \d+ od \d+$/);
    this.previousPage = this.tasks.getByRole('button', { name: 'Prethodna stranica' });
    this.nextPage = this.tasks.getByRole('button', { name: 'Sljedeća stranica' });
    this.download = this.panel.getByRole('button', { name: 'Preuzmi CSV' });
    this.emptyState = this.panel.getByRole('region', { name: 'Još nema završenih zadataka' });
  }

  async goto(employeeId: number) {
    await this.page.goto(`employee/${employeeId}/statistika`);
  }

  /** The big figure of a headline card (e.g. '00:19:51'). */
  private figure(label: string): Locator {
    return this.panel.getByRole('region', { name: label }).getByText(/^[\d.:]+$/);
  }

  /** 'Na vrijeme' or 'Kašnjenje' with its count and share, as the legend beside the pie shows it. */
  deadline(name: 'Na vrijeme' | 'Kašnjenje'): Locator {
    return this.deadlines.getByRole('listitem').filter({ hasText: name });
  }

  /** The value a chart's table (its text alternative) gives for a row, e.g. a day's count. */
  chartValue(chart: Locator, rowLabel: string): Locator {
    return chart
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: rowLabel, exact: true }) })
      .getByRole('cell');
  }

  /** The rows of a chart's table, each as [label, value]. */
  chartRows(chart: Locator): Locator {
    return chart.getByRole('table').getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  /** 'Prikaži kao tablicu': the chart's figures on screen instead of the drawing. */
  showTable(chart: Locator): Locator {
    return chart.getByRole('button', { name: 'Prikaži kao tablicu' });
  }

  /**
   * The labels of a chart's y axis as drawn. The drawing is hidden from assistive technology (its table
   * stands in for it), so its SVG is found by the chart library's class names.
   */
  yAxisLabels(chart: Locator): Locator {
    return chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  }

  /** The button that chooses a task of the table (reached by Tab, pressed by Enter or Space). */
  taskButton(taskName: string): Locator {
    return this.tasks.getByRole('button', { name: taskName, exact: true });
  }

  /** The panel of the chosen task, named after it. */
  detail(taskName: string): Locator {
    return this.panel.getByRole('region', { name: taskName, exact: true });
  }

  runsChart(taskName: string): Locator {
    return this.detail(taskName).getByRole('figure', { name: 'Vrijeme izrade po datumima' });
  }

  steps(taskName: string): Locator {
    return this.detail(taskName).getByRole('region', { name: 'Koliko traje svaki korak' }).getByRole('listitem');
  }

  async expectPage(page: number, pages: number) {
    await expect(this.pageNumber).toHaveText(`Stranica ${page} od ${pages}`);
  }
}
