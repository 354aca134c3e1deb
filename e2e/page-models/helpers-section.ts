import { expect, type Locator, type Page } from '@playwright/test';

/** 'Pomagači' on the employee's Detalji tab: the helpers, the invitation form, removal and leaving. */
export class HelpersSection {
  readonly section: Locator;
  readonly list: Locator;
  readonly none: Locator;
  readonly login: Locator;
  readonly inviteButton: Locator;
  readonly leaveButton: Locator;
  readonly removeDialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('tabpanel').getByRole('region', { name: 'Pomagači' });
    this.list = this.section.getByRole('list', { name: 'Popis pomagača' });
    this.none = this.section.getByText('Nema pomagača.');
    this.login = this.section.getByRole('textbox', { name: 'Korisničko ime ili e-mail' });
    this.inviteButton = this.section.getByRole('button', { name: 'Pozovi', exact: true });
    this.leaveButton = this.section.getByRole('button', { name: 'Prestani pomagati' });
    this.removeDialog = page.getByRole('dialog', { name: 'Ukloniti pomagača?' });
  }

  helper(fullName: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: fullName });
  }

  async invite(login: string) {
    await this.login.fill(login);
    await this.inviteButton.click();
  }

  /** Asks with 'Ukloni pomagača …' and confirms in the dialog. */
  async remove(fullName: string) {
    await this.section.getByRole('button', { name: `Ukloni pomagača ${fullName}` }).click();
    await expect(this.removeDialog).toBeVisible();
    await this.removeDialog.getByRole('button', { name: 'Ukloni', exact: true }).click();
    await expect(this.removeDialog).toBeHidden();
  }
}
