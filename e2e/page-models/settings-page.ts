import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel } from './labels';

/** Postavke: 'Osobni podaci' (the profile), 'Promjena lozinke', 'Obavijesti' and 'Prijavljeni uređaji'. */
export class SettingsPage {
  readonly name: Locator;
  readonly surname: Locator;
  readonly email: Locator;
  readonly dateOfBirth: Locator;
  readonly male: Locator;
  readonly female: Locator;
  readonly save: Locator;
  readonly savedNotice: Locator;
  readonly profileSection: Locator;
  /** Asked in the profile only while the e-mail differs from the stored one. */
  readonly emailChangePassword: Locator;
  readonly passwordSection: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly changePasswordButton: Locator;
  readonly passwordChangedNotice: Locator;
  readonly devicesSection: Locator;
  readonly logoutEverywhereButton: Locator;
  readonly logoutEverywhereDialog: Locator;
  readonly notificationsSection: Locator;
  /** 'Obavijesti na ovom uređaju'; its description tells the state (on, off, blocked, not available). */
  readonly devicePushSwitch: Locator;
  /** The kinds of notification, for all the manager's devices. */
  readonly pushKinds: Locator;
  readonly pushKindSaveError: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Ime', exact: true });
    this.surname = page.getByRole('textbox', { name: 'Prezime', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.dateOfBirth = page.getByLabel(fieldLabel('Datum rođenja'));
    this.male = page.getByRole('radio', { name: 'Muški' });
    this.female = page.getByRole('radio', { name: 'Ženski' });
    this.save = page.getByRole('button', { name: 'Spremi', exact: true });
    this.savedNotice = page.getByRole('status').filter({ hasText: 'Promjene su spremljene.' });
    this.profileSection = page.getByRole('region', { name: 'Osobni podaci' });
    this.emailChangePassword = this.profileSection.getByLabel(fieldLabel('Trenutna lozinka'));
    this.passwordSection = page.getByRole('region', { name: 'Promjena lozinke' });
    this.currentPassword = this.passwordSection.getByLabel(fieldLabel('Trenutna lozinka'));
    this.newPassword = this.passwordSection.getByLabel(fieldLabel('Nova lozinka'));
    this.confirmation = this.passwordSection.getByLabel(fieldLabel('Ponovite novu lozinku'));
    this.changePasswordButton = this.passwordSection.getByRole('button', { name: 'Promijeni lozinku' });
    this.passwordChangedNotice = this.passwordSection.getByRole('status').filter({ hasText: 'Lozinka je promijenjena. Ostali uređaji su odjavljeni.' });
    this.devicesSection = page.getByRole('region', { name: 'Prijavljeni uređaji' });
    this.logoutEverywhereButton = this.devicesSection.getByRole('button', { name: 'Odjavi se sa svih uređaja' });
    this.logoutEverywhereDialog = page.getByRole('dialog', { name: 'Odjaviti se sa svih uređaja?' });
    this.notificationsSection = page.getByRole('region', { name: 'Obavijesti' });
    this.devicePushSwitch = this.notificationsSection.getByRole('switch', { name: 'Obavijesti na ovom uređaju' });
    this.pushKinds = this.notificationsSection.getByRole('group', { name: 'O čemu Vas obavještavamo' });
    this.pushKindSaveError = this.pushKinds.getByRole('alert');
  }

  /** 'Fotografija čeka pregled', 'SOS poziv u pomoć', 'Nova poruka', 'Završen zadatak' or 'Zadatak nije započet'. */
  pushKind(label: string): Locator {
    return this.pushKinds.getByRole('switch', { name: label, exact: true });
  }

  greeting(username: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Pozdrav, ${username}!` });
  }

  async goto(username: string) {
    await this.page.goto('settings');
    await expect(this.greeting(username)).toBeVisible();
  }

  async changePassword(current: string, next: string, confirmation: string = next) {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmation.fill(confirmation);
    await this.changePasswordButton.click();
  }

  async openLogoutEverywhere() {
    await this.logoutEverywhereButton.click();
    await expect(this.logoutEverywhereDialog).toBeVisible();
    await expect(this.logoutEverywhereDialog).toContainText('Bit ćete odjavljeni na svim uređajima, i na ovom.');
  }

  async confirmLogoutEverywhere() {
    await this.logoutEverywhereDialog.getByRole('button', { name: 'Odjavi se svugdje' }).click();
  }
}
