import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly registerLink: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Prijava' });
    this.username = page.getByRole('textbox', { name: 'Korisničko ime ili email', exact: true });
    this.password = page.getByLabel(fieldLabel('Lozinka'));
    this.submit = page.getByRole('button', { name: 'Prijavi se', exact: true });
    this.registerLink = page.getByRole('link', { name: 'Registruj se' });
    this.error = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('login');
    await expect(this.heading).toBeVisible();
  }

  async login(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The login form is showing and the URL is /plan-dan/login. */
  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.page).toHaveURL(/\/plan-dan\/login$/);
  }
}
