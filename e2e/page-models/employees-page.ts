import { expect, type Locator, type Page } from '@playwright/test';
import type { EmployeeData } from '../fixtures/test-data';
import { fieldLabel } from './labels';

/** 'Dodaj zaposlenika': the modal form. */
export class AddEmployeeDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly surname: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly dateOfBirth: Locator;
  readonly gender: Locator;
  readonly qualities: Locator;
  readonly preferences: Locator;
  readonly special: Locator;
  /** The required consent to keep the person's data (issue 35). */
  readonly consent: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Dodaj zaposlenika' });
    this.name = this.dialog.getByRole('textbox', { name: 'Ime', exact: true });
    this.surname = this.dialog.getByRole('textbox', { name: 'Prezime', exact: true });
    this.email = this.dialog.getByRole('textbox', { name: 'Email', exact: true });
    this.password = this.dialog.getByLabel(fieldLabel('Lozinka'));
    this.dateOfBirth = this.dialog.getByLabel(fieldLabel('Datum rođenja'));
    this.gender = this.dialog.getByRole('combobox', { name: 'Spol' });
    this.qualities = this.dialog.getByRole('textbox', { name: 'Kvalitete' });
    this.preferences = this.dialog.getByRole('textbox', { name: 'Preferencije' });
    this.special = this.dialog.getByRole('textbox', { name: 'Specijalni zahtjevi' });
    this.consent = this.dialog.getByRole('checkbox', {
      name: 'Imam pristanak osobe ili njezina zakonskog zastupnika za čuvanje ovih podataka.',
    });
    this.submit = this.dialog.getByRole('button', { name: 'Kreiraj profil zaposlenika' });
  }

  /** Every field of `data`, and the consent ticked unless told not to (a test of the form's refusal). */
  async fill(data: EmployeeData, { consent = true }: { consent?: boolean } = {}) {
    await this.name.fill(data.name);
    await this.surname.fill(data.surname);
    await this.email.fill(data.email);
    await this.password.fill(data.password);
    await this.dateOfBirth.fill(data.dateOfBirth);
    await this.gender.selectOption({ label: data.kidMale ? 'Muški' : 'Ženski' });
    if (data.qualities) await this.qualities.fill(data.qualities);
    if (data.preferences) await this.preferences.fill(data.preferences);
    if (data.special) await this.special.fill(data.special);
    await this.consent.setChecked(consent);
  }
}

/** The home screen of a logged-in manager: 'ZAPOSLENICI'. */
export class EmployeesPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly addDialog: AddEmployeeDialog;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'ZAPOSLENICI' });
    this.addButton = page.getByRole('button', { name: 'Dodaj zaposlenika' });
    this.list = page.getByRole('list', { name: 'ZAPOSLENICI' });
    this.cards = this.list.getByRole('listitem');
    this.addDialog = new AddEmployeeDialog(page);
    this.confirmDialog = page.getByRole('dialog', { name: 'Trajno izbrisati sve podatke?' });
  }

  async goto() {
    await this.page.goto('./');
    await expect(this.heading).toBeVisible();
  }

  card(fullName: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: fullName, exact: true }) });
  }

  async add(data: EmployeeData) {
    await this.addButton.click();
    await this.addDialog.fill(data);
    await this.addDialog.submit.click();
  }

  async open(fullName: string) {
    await this.card(fullName).getByRole('link', { name: fullName, exact: true }).click();
  }

  /** Three-dot menu → 'Obriši'; the confirmation ('Izbriši trajno') is left open. */
  async askToDelete(fullName: string) {
    await this.card(fullName).getByRole('button', { name: `Opcije: ${fullName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Obriši' }).click();
    await expect(this.confirmDialog).toBeVisible();
  }
}
