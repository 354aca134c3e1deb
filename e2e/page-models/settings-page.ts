import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

export class SettingsPage {
  readonly name: Locator;
  readonly surname: Locator;
  readonly email: Locator;
  readonly dateOfBirth: Locator;
  readonly male: Locator;
  readonly female: Locator;
  readonly save: Locator;
  readonly savedNotice: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Ime', exact: true });
    this.surname = page.getByRole('textbox', { name: 'Prezime', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.dateOfBirth = page.getByLabel(fieldLabel('Datum rođenja'));
    this.male = page.getByRole('radio', { name: 'Muški' });
    this.female = page.getByRole('radio', { name: 'Ženski' });
    this.save = page.getByRole('button', { name: 'Spremi' });
    this.savedNotice = page.getByRole('status').filter({ hasText: 'Promjene su spremljene.' });
  }

  greeting(username: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Pozdrav, ${username}!` });
  }

  async goto(username: string) {
    await this.page.goto('settings');
    await expect(this.greeting(username)).toBeVisible();
  }
}
