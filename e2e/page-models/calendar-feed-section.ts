import type { Locator, Page } from '@playwright/test';
import { toast } from './employee-page';

/** 'Kalendar u drugim aplikacijama' on the Kalendar tab: the employee's secret calendar link. */
export class CalendarFeedSection {
  readonly section: Locator;
  readonly create: Locator;
  readonly link: Locator;
  readonly copy: Locator;
  readonly renew: Locator;
  readonly remove: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('tabpanel', { name: 'Kalendar' }).getByRole('region', { name: 'Kalendar u drugim aplikacijama' });
    this.create = this.section.getByRole('button', { name: 'Napravi poveznicu' });
    this.link = this.section.getByRole('textbox', { name: 'Poveznica za kalendar' });
    this.copy = this.section.getByRole('button', { name: 'Kopiraj poveznicu' });
    this.renew = this.section.getByRole('button', { name: 'Nova poveznica' });
    this.remove = this.section.getByRole('button', { name: 'Ukloni poveznicu' });
    this.dialog = page.getByRole('dialog');
  }

  /** Confirms the open question ('Napravi novu poveznicu', 'Ukloni poveznicu'). */
  async confirm(label: string) {
    await this.dialog.getByRole('button', { name: label }).click();
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Odustani' }).click();
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }
}
