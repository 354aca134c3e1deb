import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

/** Postavke's 'Prijava u dva koraka', in each of its steps. */
export class TwoFactorSection {
  readonly section: Locator;
  readonly turnOn: Locator;
  readonly currentPassword: Locator;
  readonly next: Locator;
  readonly cancel: Locator;
  readonly qrCode: Locator;
  /** The key to type by hand, in groups of four. */
  readonly secret: Locator;
  readonly appCode: Locator;
  readonly confirm: Locator;
  readonly codesHeading: Locator;
  readonly codes: Locator;
  readonly download: Locator;
  readonly copy: Locator;
  readonly codesSaved: Locator;
  readonly off: Locator;
  readonly onSince: Locator;
  readonly turnOff: Locator;
  readonly offCode: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Prijava u dva koraka' });
    this.turnOn = this.section.getByRole('button', { name: 'Uključi prijavu u dva koraka' });
    this.currentPassword = this.section.getByLabel(fieldLabel('Trenutna lozinka'));
    this.next = this.section.getByRole('button', { name: 'Nastavi' });
    this.cancel = this.section.getByRole('button', { name: 'Odustani' });
    this.qrCode = this.section.getByRole('img', { name: 'QR kod za aplikaciju za autentifikaciju' });
    this.secret = this.section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    this.appCode = this.section.getByRole('textbox', { name: 'Kôd iz aplikacije' });
    this.confirm = this.section.getByRole('button', { name: 'Uključi', exact: true });
    this.codesHeading = this.section.getByRole('heading', { name: 'Kodovi za oporavak' });
    this.codes = this.section.getByRole('list', { name: 'Kodovi za oporavak' }).getByRole('listitem');
    this.download = this.section.getByRole('button', { name: 'Preuzmi kodove' });
    this.copy = this.section.getByRole('button', { name: 'Kopiraj' });
    this.codesSaved = this.section.getByRole('button', { name: 'Kodovi su spremljeni' });
    this.off = this.section.getByText('Prijava u dva koraka nije uključena.');
    this.onSince = this.section.getByText(/^Uključena od \d\d\/\d\d\/\d{4}$/);
    this.turnOff = this.section.getByRole('button', { name: 'Isključi', exact: true });
    this.offCode = this.section.getByRole('textbox', { name: 'Kôd iz aplikacije ili kôd za oporavak' });
  }

  codesLeft(count: number): Locator {
    return this.section.getByText(`Preostalo kodova za oporavak: ${count}`, { exact: true });
  }

  /** The key as the app takes it: without the spaces. */
  async secretText(): Promise<string> {
    return (await this.secret.innerText()).replace(/\s+/g, '');
  }
}

/** The login's second step, shown after the right password of an account with two-step login. */
export class LoginCodeStep {
  readonly heading: Locator;
  readonly code: Locator;
  readonly submit: Locator;
  readonly useRecoveryCode: Locator;
  readonly useAppCode: Locator;
  readonly back: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Prijava u dva koraka' });
    this.code = page.getByRole('textbox', { name: 'Kôd', exact: true });
    this.submit = page.getByRole('button', { name: 'Potvrdi' });
    this.useRecoveryCode = page.getByRole('button', { name: 'Nemate mobitel uz sebe? Upišite jedan od kodova za oporavak.' });
    this.useAppCode = page.getByRole('button', { name: 'Ipak imate mobitel? Upišite kôd iz aplikacije.' });
    this.back = page.getByRole('button', { name: 'Nazad' });
    this.error = page.getByRole('alert');
  }

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.code).toBeFocused();
  }

  async enter(code: string) {
    await this.code.fill(code);
    await this.submit.click();
  }
}
