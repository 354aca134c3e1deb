import type { Locator, Page } from '@playwright/test';
import { toast } from './employee-page';
import { TaskFormDialog } from './tasks-tab';

/** The Kalendar tab: year, months, the month grid and the day panel. */
export class CalendarTab {
  readonly previousYear: Locator;
  readonly nextYear: Locator;
  readonly grid: Locator;
  readonly weekdays: Locator;
  readonly panel: Locator;
  readonly panelTasks: Locator;
  readonly closePanel: Locator;
  readonly addTask: Locator;
  readonly form: TaskFormDialog;

  constructor(readonly page: Page) {
    const tab = page.getByRole('tabpanel', { name: 'Kalendar' });
    this.previousYear = tab.getByRole('button', { name: 'Prethodna godina' });
    this.nextYear = tab.getByRole('button', { name: 'Sljedeća godina' });
    this.grid = tab.getByRole('table');
    this.weekdays = this.grid.getByRole('columnheader');
    // The day's panel; the calendar link section below the calendar is a region of its own.
    this.panel = tab.getByRole('region').filter({ hasNot: page.getByRole('heading', { name: 'Kalendar u drugim aplikacijama' }) });
    this.panelTasks = this.panel.getByRole('listitem');
    this.closePanel = this.panel.getByRole('button', { name: 'Zatvori' });
    this.addTask = this.panel.getByRole('button', { name: 'DODAJ ZADATAK' });
    this.form = new TaskFormDialog(page);
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }

  month(fullName: string): Locator {
    return this.page.getByRole('tabpanel', { name: 'Kalendar' }).getByRole('button', { name: fullName, exact: true });
  }

  /** A day of the shown month by its number ('15. studenoga 2026.' or '…, 2 zadatka'). */
  day(dayOfMonth: number): Locator {
    return this.grid.getByRole('button', { name: new RegExp(`^${dayOfMonth}\\. `) });
  }
}
