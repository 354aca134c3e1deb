import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

export type EmployeeTab = 'Detalji' | 'Zadaci' | 'Kalendar' | 'Mobilna aplikacija' | 'Statistika';

/** /employee/:id — the header, the tabs and the Detalji tab. */
export class EmployeePage {
  readonly tabs: Locator;
  readonly notFoundHeading: Locator;
  readonly backToList: Locator;
  readonly editButton: Locator;
  readonly backButton: Locator;
  readonly saveButton: Locator;
  readonly name: Locator;
  readonly surname: Locator;
  readonly dateOfBirth: Locator;
  readonly gender: Locator;
  readonly qualities: Locator;
  readonly preferences: Locator;
  readonly special: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tablist', { name: 'Stranice zaposlenika' });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Zaposlenik nije pronađen' });
    this.backToList = page.getByRole('link', { name: 'Nazad na popis zaposlenika' });
    this.editButton = page.getByRole('button', { name: 'UREDI' });
    this.backButton = page.getByRole('button', { name: 'Nazad', exact: true });
    this.saveButton = page.getByRole('button', { name: 'SPREMI PROMJENE' });
    const panel = page.getByRole('tabpanel');
    this.name = panel.getByRole('textbox', { name: 'Ime', exact: true });
    this.surname = panel.getByRole('textbox', { name: 'Prezime', exact: true });
    this.dateOfBirth = panel.getByLabel(fieldLabel('Datum rođenja'));
    this.gender = panel.getByRole('combobox', { name: 'Spol' });
    this.qualities = panel.getByRole('textbox', { name: 'Kvalitete' });
    this.preferences = panel.getByRole('textbox', { name: 'Preferencije' });
    this.special = panel.getByRole('textbox', { name: 'Specijalni zahtjevi' });
  }

  heading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: fullName });
  }

  tab(name: EmployeeTab): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  async goto(employeeId: number, tab?: 'zadaci' | 'kalendar' | 'mobilna-aplikacija' | 'statistika') {
    await this.page.goto(tab ? `employee/${employeeId}/${tab}` : `employee/${employeeId}`);
  }

  async openTab(name: EmployeeTab) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** The value beside a label in the Detalji read view. */
  detail(term: string): Locator {
    return this.page
      .getByRole('tabpanel')
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition');
  }
}
