import { expect, type Locator, type Page } from '@playwright/test';
import type { MaterialFile } from '../fixtures/material-files';
import { toast } from './employee-page';
import { fieldLabel } from './labels';

/** 'Dodaj instrukciju': title, file, and the upload's progress with its pause / resume / cancel. */
export class AddMaterialDialog {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly file: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly cancel: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Dodaj instrukciju' });
    this.title = this.dialog.getByRole('textbox', { name: fieldLabel('Naziv') });
    this.file = this.dialog.getByLabel(fieldLabel('Datoteka'));
    this.submit = this.dialog.getByRole('button', { name: 'Dodaj instrukciju', exact: true });
    this.progress = this.dialog.getByRole('progressbar', { name: 'Napredak slanja' });
    this.pause = this.dialog.getByRole('button', { name: 'Pauziraj', exact: true });
    this.resume = this.dialog.getByRole('button', { name: 'Nastavi', exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Otkaži slanje', exact: true });
    this.close = this.dialog.getByRole('button', { name: 'Zatvori' });
  }

  /** The state in words ('Slanje…', 'Slanje je pauzirano.', …). */
  status(text: string): Locator {
    return this.dialog.getByRole('status').filter({ hasText: text });
  }

  /** The bar's whole percent. */
  async percent(): Promise<number> {
    return Number(await this.progress.getAttribute('aria-valuenow'));
  }

  /** How many uploads the browser keeps to go on with (tus-js-client's local storage entries). */
  storedUploads(): Promise<number> {
    return this.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::plan-dan-material-')).length);
  }

  async fill(title: string, file: MaterialFile) {
    await this.title.fill(title);
    await this.file.setInputFiles(file.path);
  }
}

/** The manager's 'INSTRUKCIJE' screen: the cards, the add dialog, the viewer and the delete question. */
export class MaterialsPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly list: Locator;
  readonly cards: Locator;
  readonly addDialog: AddMaterialDialog;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'INSTRUKCIJE' });
    this.addButton = page.getByRole('main').getByRole('button', { name: 'Dodaj instrukciju', exact: true });
    this.list = page.getByRole('list', { name: 'INSTRUKCIJE' });
    this.cards = this.list.getByRole('listitem');
    this.addDialog = new AddMaterialDialog(page);
    this.confirmDialog = page.getByRole('dialog', { name: 'Obrisati instrukciju?' });
  }

  /** On the tests' server, or on another one (`origin`, e.g. one the test restarts). */
  async goto(origin?: string) {
    await this.page.goto(origin ? `${origin}/plan-dan/material` : 'material');
    await expect(this.heading).toBeVisible();
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { level: 2, name: title, exact: true }) });
  }

  /** What opens the material: a button (picture, video) or a link (PDF, ZIP), named by the title. */
  opener(title: string, role: 'button' | 'link'): Locator {
    return this.card(title).getByRole(role, { name: title, exact: true });
  }

  /** The dialog that shows a picture or a video, named by its title. */
  viewer(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }

  async startUpload(title: string, file: MaterialFile) {
    await this.addButton.click();
    await expect(this.addDialog.dialog).toBeVisible();
    await this.addDialog.fill(title, file);
    await this.addDialog.submit.click();
  }

  /** Adds a material through the dialog and waits for its card. */
  async add(title: string, file: MaterialFile) {
    await this.startUpload(title, file);
    await expect(this.toast(`Instrukcija je dodana: ${title}.`)).toBeVisible({ timeout: 20_000 });
    await expect(this.addDialog.dialog).toBeHidden();
    await expect(this.card(title)).toHaveCount(1);
  }

  /** The card's cross; the question is left open. */
  async askToDelete(title: string) {
    await this.card(title).getByRole('button', { name: `Obriši: ${title}` }).click();
    await expect(this.confirmDialog).toBeVisible();
  }
}
