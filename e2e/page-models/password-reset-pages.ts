import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

/** 'Zaboravljena lozinka' (/plan-dan/zaboravljena-lozinka): one field, then a calm confirmation. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly submit: Locator;
  readonly sentNotice: Locator;
  readonly error: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Zaboravljena lozinka' });
    this.username = page.getByRole('textbox', { name: 'Korisničko ime ili e-mail', exact: true });
    this.submit = page.getByRole('button', { name: 'Pošalji poveznicu', exact: true });
    this.sentNotice = page.getByRole('status').filter({ hasText: 'Ako postoji račun' });
    this.error = page.getByRole('alert');
    this.backToLogin = page.getByRole('link', { name: 'Nazad na prijavu' });
  }

  async goto() {
    await this.page.goto('zaboravljena-lozinka');
    await expect(this.heading).toBeVisible();
  }

  async request(username: string) {
    await this.username.fill(username);
    await this.submit.click();
  }
}

/** 'Nova lozinka' (/plan-dan/nova-lozinka?token=…), the e-mailed link's screen. */
export class NewPasswordPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submit: Locator;
  readonly invalidLink: Locator;
  readonly requestNew: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Nova lozinka' });
    this.password = page.getByLabel(fieldLabel('Nova lozinka'));
    this.confirmation = page.getByLabel(fieldLabel('Ponovite lozinku'));
    this.submit = page.getByRole('button', { name: 'Spremi lozinku', exact: true });
    this.invalidLink = page.getByRole('alert').filter({ hasText: 'Ova poveznica više ne vrijedi: istekla je, već je iskorištena ili je poslana novija. Zatražite novu.' });
    this.requestNew = page.getByRole('link', { name: 'Zatražite novu poveznicu' });
  }

  async save(password: string, confirmation = password) {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.submit.click();
  }
}
