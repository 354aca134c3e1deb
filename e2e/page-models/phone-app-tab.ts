import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AccountSettings, PhoneLook } from '@plan-dan/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export const COLOR_LABELS = {
  colorForFont: 'Boja fonta',
  colorForBackground: 'Boja pozadine',
  colorOfPriorityTask: 'Boja prioritetnih zadataka',
  colorOfNormalTask: 'Boja manje prioritetnih zadataka',
  colorForSubtask: 'Boja podzadataka',
  colorForProgress: 'Boja napretka',
} as const;
export type ColorField = keyof typeof COLOR_LABELS;

/** Reads a QR code from a PNG screenshot, as a phone's camera would; throws when there is none. */
export function decodeQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('No QR code could be read from the screenshot');
  return code.data;
}

/** The one-time code inside a QR login link. */
export function codeOfLink(link: string): string {
  const code = new URL(link).searchParams.get('kod');
  if (!code) throw new Error(`No code in ${link}`);
  return code;
}

/** The employee page's 'Mobilna aplikacija' tab, driven by role and label. */
export class PhoneAppTab {
  readonly tab: Locator;
  readonly lookSection: Locator;
  readonly font: Locator;
  readonly fontSize: Locator;
  readonly save: Locator;
  readonly savedNotice: Locator;
  readonly restoreDefaults: Locator;
  readonly preview: Locator;
  readonly qrSection: Locator;
  readonly qrCode: Locator;
  readonly renew: Locator;
  readonly renewDialog: Locator;
  readonly renewedNotice: Locator;
  readonly usedNotice: Locator;
  /** 'Kod vrijedi do HH:mm, za jednu prijavu.' */
  readonly validity: Locator;
  /** In place of the QR code once it may have expired, while a new one is fetched. */
  readonly expiredNotice: Locator;
  readonly reloadFailed: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Mobilna aplikacija' });
    this.lookSection = page.getByRole('region', { name: 'Izgled aplikacije na mobitelu' });
    this.font = page.getByRole('combobox', { name: 'Font', exact: true });
    this.fontSize = page.getByRole('textbox', { name: 'Veličina fonta', exact: true });
    this.save = page.getByRole('button', { name: 'SPREMI PROMJENE' });
    this.savedNotice = page.getByRole('status').filter({ hasText: 'Promjene su spremljene.' });
    this.restoreDefaults = page.getByRole('button', { name: 'Vrati početni izgled' });
    this.preview = page.getByRole('region', { name: 'Pregled na mobitelu' });
    this.qrSection = page.getByRole('region', { name: 'QR KOD ZA PRIJAVU' });
    this.qrCode = this.qrSection.getByRole('img', { name: /^QR kod za prijavu: / });
    this.renew = page.getByRole('button', { name: 'Novi QR kod i odjava mobitela' });
    this.renewDialog = page.getByRole('dialog', { name: 'Napraviti novi QR kod?' });
    this.renewedNotice = page.getByRole('status').filter({ hasText: 'Napravljen je novi QR kod.' });
    this.usedNotice = page.getByRole('status').filter({ hasText: 'Mobitel je prijavljen.' });
    this.validity = this.qrSection.getByText(/^Kod vrijedi do \d\d:\d\d, za jednu prijavu\.$/);
    this.expiredNotice = this.qrSection.getByRole('status').filter({ hasText: 'Kod je istekao. Učitava se novi…' });
    this.reloadFailed = this.qrSection.getByRole('alert').filter({ hasText: 'Novi kod se nije mogao učitati.' });
  }

  color(field: ColorField): Locator {
    return this.page.getByRole('textbox', { name: COLOR_LABELS[field], exact: true });
  }

  /** Opens the tab by its address and waits for the loaded settings. */
  async goto(employeeId: number) {
    await this.page.goto(`employee/${employeeId}/mobilna-aplikacija`);
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.save).toBeVisible();
    await expect(this.qrCode).toBeVisible();
  }

  async chooseFont(font: string) {
    await this.font.click();
    await this.page.getByRole('option', { name: font, exact: true }).click();
    await expect(this.font).toHaveValue(font);
  }

  async setFontSize(size: number | string) {
    await this.fontSize.fill(String(size));
  }

  /** Types a colour and closes the picker, as someone who knows the code would. */
  async setColor(field: ColorField, value: string) {
    const input = this.color(field);
    await input.fill(value);
    await input.press('Escape');
  }

  /** The link in the QR code, read from a screenshot of it. */
  async readQrLink(): Promise<string> {
    return decodeQr(await this.qrCode.screenshot());
  }

  validUntil(time: string): Locator {
    return this.qrSection.getByText(`Kod vrijedi do ${time}, za jednu prijavu.`, { exact: true });
  }

  async renewCode() {
    await this.renew.click();
    await expect(this.renewDialog).toBeVisible();
    await this.renewDialog.getByRole('button', { name: 'Napravi novi kod' }).click();
    await expect(this.renewDialog).toBeHidden();
    await expect(this.renewedNotice).toBeVisible();
  }
}

/** The phone-app settings through the API with the manager's token, to check what the tab saved. */
export class PhoneSettingsApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async settings(employeeId: number): Promise<AccountSettings> {
    const response = await this.request.get(`/api/v1/account/settings/${employeeId}`, { headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as AccountSettings;
  }

  async updateLook(employeeId: number, look: Partial<PhoneLook>): Promise<AccountSettings> {
    const { phoneLoginString: _code, phoneLoginUrl: _link, ...current } = await this.settings(employeeId);
    const response = await this.request.put(`/api/v1/account/settings/${employeeId}`, { headers: this.headers, data: { ...current, ...look } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as AccountSettings;
  }
}

/** What a phone does with the code from the QR link: 200 with a session, or 401 for a used or renewed code. */
export async function exchangeLoginCode(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.post('/api/v1/token/mobile', { data: { phoneLoginString: code } });
  return response.status();
}
