import type { Locator, Page } from '@playwright/test';

export class Sidebar {
  readonly nav: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Glavni izbornik' });
    this.logoutButton = this.nav.getByRole('button', { name: 'Odjavi se' });
  }

  /** A link by its label; a count beside it (photos waiting, unread messages) is part of its name, after the label. */
  link(name: 'Zaposlenici' | 'Instrukcije' | 'Razgovori' | 'Postavke'): Locator {
    return this.nav.getByRole('link', { name: new RegExp(`^${name}( |$)`) });
  }

  async open(name: 'Zaposlenici' | 'Instrukcije' | 'Razgovori' | 'Postavke') {
    await this.link(name).click();
  }

  async logout() {
    await this.logoutButton.click();
  }
}
