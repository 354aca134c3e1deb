import type { Locator, Page } from '@playwright/test';

export class Sidebar {
  readonly nav: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Glavni izbornik' });
    this.logoutButton = this.nav.getByRole('button', { name: 'Odjavi se' });
  }

  link(name: 'Zaposlenici' | 'Instrukcije' | 'Razgovori' | 'Postavke'): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  async open(name: 'Zaposlenici' | 'Instrukcije' | 'Razgovori' | 'Postavke') {
    await this.link(name).click();
  }

  async logout() {
    await this.logoutButton.click();
  }
}
