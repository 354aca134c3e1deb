import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

/**
 * A short confirmation after a save (a toast): announced politely, so found by its role and exact text.
 * The newest with these words: an earlier save that said the same (a review finished a minute before)
 * may still be on screen on a slow machine, and both are right.
 */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ has: page.getByText(text, { exact: true }) }).last();
}

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
  /** Detalji: 'Prijava na mobitelu', how the employee logs in on the phone besides the QR code. */
  readonly phoneLoginSection: Locator;
  readonly emailLoginSwitch: Locator;
  readonly blockEmailLoginDialog: Locator;
  readonly newLoginPassword: Locator;
  readonly setLoginPassword: Locator;

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
    this.phoneLoginSection = panel.getByRole('region', { name: 'Prijava na mobitelu' });
    this.emailLoginSwitch = this.phoneLoginSection.getByRole('switch', { name: 'Dozvoli prijavu e-mailom' });
    this.blockEmailLoginDialog = page.getByRole('dialog', { name: 'Isključiti prijavu e-mailom?' });
    this.newLoginPassword = this.phoneLoginSection.getByLabel(fieldLabel('Nova lozinka za prijavu e-mailom'));
    this.setLoginPassword = this.phoneLoginSection.getByRole('button', { name: 'Postavi lozinku' });
  }

  /** Turns 'Dozvoli prijavu e-mailom' off, answering the question that comes first. */
  async blockEmailLogin() {
    await this.emailLoginSwitch.click();
    await expect(this.blockEmailLoginDialog).toBeVisible();
    await this.blockEmailLoginDialog.getByRole('button', { name: 'Isključi prijavu e-mailom' }).click();
    await expect(this.blockEmailLoginDialog).toBeHidden();
  }

  async setEmployeePassword(password: string) {
    await this.newLoginPassword.fill(password);
    await this.setLoginPassword.click();
  }

  heading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: fullName });
  }

  toast(text: string): Locator {
    return toast(this.page, text);
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
