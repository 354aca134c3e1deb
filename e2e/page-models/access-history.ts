import { expect, type Locator, type Page } from '@playwright/test';

/** 'Povijest pristupa' on the owner's Privatnost tab: the filter, the table of entries and 'Učitaj starije'. */
export class AccessHistory {
  readonly tab: Locator;
  readonly section: Locator;
  readonly kept: Locator;
  readonly filter: Locator;
  readonly table: Locator;
  /** The entries' rows, without the header's. */
  readonly rows: Locator;
  readonly more: Locator;
  readonly none: Locator;
  readonly noneOfKind: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tablist', { name: 'Stranice zaposlenika' }).getByRole('tab', { name: 'Privatnost', exact: true });
    this.section = page.getByRole('tabpanel').getByRole('region', { name: 'Povijest pristupa' });
    this.kept = this.section.getByText(/^Zapisi se čuvaju \d+ dana, zatim se brišu\.$/);
    this.filter = this.section.getByRole('combobox', { name: 'Prikaži' });
    this.table = this.section.getByRole('table', { name: 'Povijest pristupa' });
    this.rows = this.table.locator('tbody').getByRole('row');
    this.more = this.section.getByRole('button', { name: 'Učitaj starije' });
    this.none = this.section.getByText('Još nema zapisa.', { exact: true });
    this.noneOfKind = this.section.getByText('Nema zapisa ove vrste.', { exact: true });
  }

  async open() {
    await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.section.getByRole('heading', { level: 2, name: 'Povijest pristupa' })).toBeVisible();
  }

  /** The rows whose 'Što' says exactly this, and whose 'Tko' is this person in this role ('Iva Pomoćnica (pomagač)'). */
  entry(what: string, who?: string): Locator {
    let rows = this.rows.filter({ has: this.page.getByRole('cell', { name: what, exact: true }) });
    if (who !== undefined) rows = rows.filter({ has: this.page.getByRole('cell', { name: who, exact: true }) });
    return rows;
  }

  /** The 'Što' cell of every row. */
  whatCells(): Locator {
    return this.rows.locator('td:nth-child(3)');
  }

  async show(kind: 'Sve' | 'Pregledi' | 'Promjene' | 'Pregled fotografija' | 'Preuzimanja' | 'Pomagači' | 'Prijave na telefonu') {
    await this.filter.selectOption({ label: kind });
  }
}
