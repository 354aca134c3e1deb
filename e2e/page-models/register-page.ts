import { expect, type Locator, type Page } from '@playwright/test';
import type { ManagerData } from '../fixtures/test-data';
import { fieldLabel } from './labels';

export class RegisterPage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly surname: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly dateOfBirth: Locator;
  readonly male: Locator;
  readonly female: Locator;
  readonly submit: Locator;
  readonly summaryHeading: Locator;
  readonly loginLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Registracija' });
    this.name = page.getByRole('textbox', { name: 'Ime', exact: true });
    this.surname = page.getByRole('textbox', { name: 'Prezime', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByLabel(fieldLabel('Lozinka'));
    this.dateOfBirth = page.getByLabel(fieldLabel('Datum rođenja'));
    this.male = page.getByRole('radio', { name: 'Muški' });
    this.female = page.getByRole('radio', { name: 'Ženski' });
    this.submit = page.getByRole('button', { name: 'Registruj se' });
    this.summaryHeading = page.getByRole('heading', { level: 1, name: 'Kreiran profil' });
    this.loginLink = page.getByRole('link', { name: 'Prijavi se' });
  }

  async goto() {
    await this.page.goto('register');
    await expect(this.heading).toBeVisible();
  }

  async fill(data: ManagerData) {
    await this.name.fill(data.name);
    await this.surname.fill(data.surname);
    await this.email.fill(data.email);
    await this.password.fill(data.password);
    await this.dateOfBirth.fill(data.dateOfBirth);
    await (data.kidMale ? this.male : this.female).check();
  }

  async register(data: ManagerData) {
    await this.fill(data);
    await this.submit.click();
  }

  /** The value shown beside a label in the 'Kreiran profil' summary. */
  summaryValue(term: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition');
  }
}
