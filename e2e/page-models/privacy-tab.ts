import type { Locator, Page } from '@playwright/test';

const CONSENT_SENTENCE = 'Imam pristanak osobe ili njezina zakonskog zastupnika za čuvanje ovih podataka.';

/** The owner's 'Privatnost' tab (issue 35): consent, 'Preuzmi sve podatke', erasure; and the consent dialog. */
export class PrivacyTab {
  readonly consentSection: Locator;
  readonly exportSection: Locator;
  readonly eraseSection: Locator;
  readonly exportButton: Locator;
  readonly eraseButton: Locator;
  readonly eraseDialog: Locator;
  /** 'Pristanak nije zabilježen', on this tab and on top of Detalji. */
  readonly consentMissing: Locator;
  readonly recordConsentButton: Locator;
  readonly consentDialog: Locator;
  readonly consentDialogCheckbox: Locator;

  constructor(readonly page: Page) {
    const panel = page.getByRole('tabpanel');
    this.consentSection = panel.getByRole('region', { name: 'Pristanak' });
    this.exportSection = panel.getByRole('region', { name: 'Preuzmi sve podatke' });
    this.eraseSection = panel.getByRole('region', { name: 'Brisanje' });
    this.exportButton = this.exportSection.getByRole('button', { name: 'Preuzmi sve podatke' });
    this.eraseButton = this.eraseSection.getByRole('button', { name: 'Izbriši zaposlenika i sve podatke' });
    this.eraseDialog = page.getByRole('dialog', { name: 'Trajno izbrisati sve podatke?' });
    this.consentMissing = panel.getByRole('note').filter({ hasText: 'Pristanak nije zabilježen' });
    this.recordConsentButton = this.consentMissing.getByRole('button', { name: 'Zabilježi pristanak' });
    this.consentDialog = page.getByRole('dialog', { name: 'Zabilježi pristanak' });
    this.consentDialogCheckbox = this.consentDialog.getByRole('checkbox', { name: CONSENT_SENTENCE });
  }

  async goto(employeeId: number) {
    await this.page.goto(`employee/${employeeId}/privatnost`);
  }

  /** 'Pristanak za čuvanje podataka zabilježen je 7. 3. 2026.' for a YYYY-MM-DD day. */
  recordedOn(day: string): Locator {
    const [year, month, date] = day.split('-').map(Number);
    return this.consentSection.getByText(`Pristanak za čuvanje podataka zabilježen je ${date}. ${month}. ${year}.`, { exact: true });
  }
}
