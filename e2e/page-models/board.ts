import type { Locator, Page } from '@playwright/test';
import { EmployeesPage } from './employees-page';

/** Zaposlenici as the coach's board: each employee's card with the day's figures. */
export class Board extends EmployeesPage {
  readonly needsMeFirst: Locator;
  readonly listOrder: Locator;
  readonly summary: Locator;

  constructor(page: Page) {
    super(page);
    this.needsMeFirst = page.getByRole('button', { name: 'Prvo tko me treba' });
    this.listOrder = page.getByRole('button', { name: 'Po redu' });
    this.summary = page.getByRole('list', { name: 'Danas' });
  }

  /** The control that opens the employee's photo review ('2 slike čekaju pregled'). */
  photos(fullName: string): Locator {
    return this.card(fullName).getByRole('link', { name: new RegExp(`čeka(ju)? pregled: ${fullName}\\. Otvori pregled slika\\.$`) });
  }

  unread(fullName: string): Locator {
    return this.card(fullName).getByRole('link', { name: new RegExp(`od: ${fullName}\\. Otvori razgovor\\.$`) });
  }

  /** The calm mark of tasks nobody started past their time ('Nije započeto: 1'). */
  notStarted(fullName: string): Locator {
    return this.card(fullName).getByText(/^Nije započeto: \d+$/);
  }

  /** The card's names in the order shown. */
  async names(): Promise<string[]> {
    return this.cards.locator('a[href*="/employee/"]:not([href*="?"])').allTextContents();
  }
}
