import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import { waitForTransitionsToEnd } from '../fixtures/transitions';
import { toast } from './employee-page';
import { StepVoiceControls } from './step-voice';
import { TaskFormDialog, type TaskFormData } from './task-form-dialog';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Zadaci's views: 'Danas' (the default), 'Sutra', 'Ova sedmica', 'Sve'. */
export type TaskViewName = 'Danas' | 'Sutra' | 'Ova sedmica' | 'Sve';

export { TaskFormDialog, type TaskFormData } from './task-form-dialog';

/** The photo review: one task's ('Pregled slika: <task>'), or all of an employee's ('Pregled slika', from the board). */
export class ReviewDialog {
  readonly dialog: Locator;
  readonly nothingLeft: Locator;

  constructor(
    readonly page: Page,
    taskName: string | null,
  ) {
    this.dialog = page.getByRole('dialog', { name: taskName === null ? 'Pregled slika' : `Pregled slika: ${taskName}`, exact: true });
    this.nothingLeft = this.dialog.getByText('Nema slika za pregled.');
  }

  photo(stepDescription: string): Locator {
    return this.dialog.getByRole('figure', { name: stepDescription });
  }

  /** Under the photo: how many times the step was refused before. */
  rejectedBefore(stepDescription: string): Locator {
    return this.photo(stepDescription).getByText(/^Ranije odbijeno:/);
  }

  /** 'Prikaži razloge' / 'Sakrij razloge': opens and closes the earlier refusals. */
  reasonsButton(stepDescription: string): Locator {
    return this.photo(stepDescription).getByRole('button', { name: /^(Prikaži|Sakrij) razloge$/ });
  }

  /** The earlier refusals, newest first, once shown. */
  reasons(stepDescription: string): Locator {
    return this.photo(stepDescription).getByRole('list', { name: `Ranija odbijanja: ${stepDescription}` }).getByRole('listitem');
  }

  async approve(stepDescription: string) {
    // The review slides in when opened: a click on its way would land beside the button (CI saw it).
    await waitForTransitionsToEnd(this.page);
    await this.photo(stepDescription).getByRole('button', { name: 'Da', exact: true }).click();
  }

  /** 'Ne': opens the small dialog that asks for a reason. */
  async openReject(stepDescription: string): Promise<RejectDialog> {
    await waitForTransitionsToEnd(this.page);
    await this.photo(stepDescription).getByRole('button', { name: 'Ne', exact: true }).click();
    const dialog = new RejectDialog(this.page, stepDescription);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }

  /** Refuses the photo: with a quick choice, with typed words, or (neither) without a reason. */
  async reject(stepDescription: string, { choice, reason }: { choice?: string; reason?: string } = {}) {
    const dialog = await this.openReject(stepDescription);
    if (choice) await dialog.choose(choice);
    if (reason !== undefined) await dialog.reason.fill(reason);
    await dialog.confirm();
  }

  /** 'Zatvori'; after the last decision the review has already closed itself (expectAllReviewed), and stays closed. */
  async close() {
    if (await this.dialog.isVisible()) await this.dialog.getByRole('button', { name: 'Zatvori' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** After the last decision the review closes by itself and says so. */
  async expectAllReviewed() {
    await expect(this.dialog).toBeHidden();
    await expect(toast(this.page, 'Sve slike su pregledane.')).toBeVisible();
  }
}

/** The small dialog 'Ne' opens: quick choices and a field for the reason, and 'Odbij'. */
export class RejectDialog {
  readonly dialog: Locator;
  readonly reason: Locator;
  readonly choices: Locator;

  constructor(
    readonly page: Page,
    stepDescription: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: `Odbiti sliku: ${stepDescription}` });
    this.reason = this.dialog.getByRole('textbox', { name: 'Razlog (nije obavezno)' });
    this.choices = this.dialog.getByRole('group', { name: 'Brzi izbor razloga' });
  }

  choice(text: string): Locator {
    return this.choices.getByRole('button', { name: text, exact: true });
  }

  async choose(text: string) {
    await this.choice(text).click();
    await expect(this.choice(text)).toHaveAttribute('aria-pressed', 'true');
  }

  /** 'Odbij': the dialog closes once the refusal is saved. */
  async confirm() {
    await this.dialog.getByRole('button', { name: 'Odbij', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** One task card. */
export class TaskCard {
  readonly date: Locator;
  readonly title: Locator;
  readonly steps: Locator;
  readonly waiting: Locator;
  readonly done: Locator;
  /** 'Uredi': shows the card's editing controls (pressed again, 'Gotovo', hides them). */
  readonly edit: Locator;
  /** In the editing: 'Uredi zadatak' (a one-off task's form). */
  readonly editTaskButton: Locator;
  /** 'Težina: …' */
  readonly difficulty: Locator;
  readonly stepName: Locator;
  readonly stepNeedsPhoto: Locator;
  readonly addStepButton: Locator;
  /** The step form's 'Slika ili video' ('Promijeni' once a file is chosen), its chosen picture and taking it back. */
  readonly newStepMedia: Locator;
  readonly newStepPicture: Locator;
  readonly removeNewStepMedia: Locator;
  /** Beside the step form: the step was added, its file was not saved. */
  readonly newStepMediaNotSaved: Locator;

  constructor(
    readonly root: Locator,
    readonly taskName: string,
  ) {
    this.date = root.locator('time').first();
    // h4 under a day's heading, h3 in the older finished tasks.
    this.title = root.getByRole('heading', { name: taskName, exact: true });
    this.edit = root.getByRole('button', { name: new RegExp(`^(Uredi|Gotovo s uređivanjem): ${escapeRegExp(taskName)}$`) });
    this.editTaskButton = root.getByRole('button', { name: `Uredi zadatak: ${taskName}`, exact: true });
    this.difficulty = root.getByText(/^Težina: /);
    this.steps = root.getByRole('list', { name: 'Podzadaci' }).getByRole('listitem');
    this.waiting = root.getByRole('button', { name: 'Slika čeka pregled' });
    this.done = root.getByText('Završeno', { exact: true });
    this.stepName = root.getByRole('textbox', { name: 'Naziv' });
    this.stepNeedsPhoto = root.getByRole('switch', { name: 'Potrebna slika' });
    this.addStepButton = root.getByRole('button', { name: 'Dodaj podzadatak' });
    this.newStepMedia = root.getByRole('button', { name: /^(Slika ili video|Promijeni) za novi podzadatak$/ });
    this.newStepPicture = root.getByRole('img', { name: 'Odabrana slika za novi podzadatak', exact: true });
    this.removeNewStepMedia = root.getByRole('button', { name: 'Ukloni odabranu sliku ili video za novi podzadatak' });
    this.newStepMediaNotSaved = root.getByRole('alert').filter({ hasText: /^Podzadatak „.*” je dodan, ali / });
  }

  step(description: string | RegExp): Locator {
    return this.steps.filter({ hasText: description });
  }

  /** 'Uredi', unless the editing controls show already; a finished task has none (only its delete). */
  async startEditing() {
    // The card first (count() does not wait for it).
    await expect(this.title).toBeVisible();
    if ((await this.edit.count()) === 0) return;
    if ((await this.edit.getAttribute('aria-expanded')) === 'true') return;
    await this.edit.click();
    await expect(this.edit).toHaveAttribute('aria-expanded', 'true');
  }

  /** 'Uredi', then 'Uredi zadatak': the form filled with the task. */
  async openEditForm(): Promise<TaskFormDialog> {
    await this.startEditing();
    await this.editTaskButton.click();
    const form = new TaskFormDialog(this.root.page(), 'Uredi zadatak');
    await expect(form.dialog).toBeVisible();
    return form;
  }

  async addStep(description: string, needPhoto = false) {
    await this.startEditing();
    await this.stepName.fill(description);
    if (needPhoto) await this.stepNeedsPhoto.check();
    await this.addStepButton.click();
  }

  /** The step form's 'Slika ili video': picks the file as the file chooser would. */
  async chooseNewStepMedia(file: Parameters<FileChooser['setFiles']>[0]) {
    await this.startEditing();
    const chooser = this.root.page().waitForEvent('filechooser');
    await this.newStepMedia.click();
    await (await chooser).setFiles(file);
  }

  /** The step's small picture ('Slika podzadatka: …'). */
  stepThumbnail(description: string): Locator {
    return this.root.getByRole('img', { name: `Slika podzadatka: ${description}`, exact: true });
  }

  /** The small poster of the step's video ('Video podzadatka: …'), a link that opens the video. */
  stepVideoThumbnail(description: string): Locator {
    return this.root.getByRole('img', { name: `Video podzadatka: ${description}`, exact: true });
  }

  /** 'Dodaj sliku ili video' (or 'Promijeni sliku' / 'Promijeni video') for a step: picks the file as the file chooser would. */
  private async chooseStepMedia(description: string, file: string) {
    await this.startEditing();
    const chooser = this.root.page().waitForEvent('filechooser');
    await this.root
      .getByRole('button', { name: new RegExp(`^(Dodaj sliku ili video|Promijeni sliku|Promijeni video) za podzadatak ${description}$`) })
      .click();
    await (await chooser).setFiles(file);
  }

  async addStepPicture(description: string, file: string) {
    await this.chooseStepMedia(description, file);
    await expect(this.stepThumbnail(description)).toBeVisible();
  }

  async addStepVideo(description: string, file: string) {
    await this.chooseStepMedia(description, file);
    await expect(this.stepVideoThumbnail(description)).toBeVisible();
  }

  async removeStepPicture(description: string) {
    await this.startEditing();
    await this.root.getByRole('button', { name: `Ukloni sliku podzadatka ${description}` }).click();
    await expect(this.stepThumbnail(description)).toBeHidden();
  }

  async removeStepVideo(description: string) {
    await this.startEditing();
    await this.root.getByRole('button', { name: `Ukloni video podzadatka ${description}` }).click();
    await expect(this.stepVideoThumbnail(description)).toBeHidden();
  }

  /** A step's voice controls ('Uredi' shows them). */
  stepVoice(description: string): StepVoiceControls {
    return new StepVoiceControls(this.root, `za podzadatak ${description}`);
  }

  /**
   * Records the step's voice with the browser's microphone (Chromium's fake device in the tests) and waits until it
   * is saved: the card's player then plays the server's copy.
   */
  async recordStepVoice(description: string) {
    await this.startEditing();
    const voice = this.stepVoice(description);
    await voice.startRecording();
    await voice.stop.click();
    await expect(toast(this.root.page(), `Glas je spremljen: „${description}”.`)).toBeVisible();
    await voice.expectVoice();
  }

  /** The step's delete button; the confirmation (TasksTab.stepConfirmDialog) is left open. */
  async askToDeleteStep(description: string) {
    await this.startEditing();
    await this.root.getByRole('button', { name: `Obriši podzadatak ${description}` }).click();
    await expect(this.root.page().getByRole('dialog', { name: 'Obrisati podzadatak?' })).toBeVisible();
  }

  async askToDelete() {
    await this.startEditing();
    await this.root.getByRole('button', { name: `Obriši zadatak ${this.taskName}` }).click();
  }

  /** A routine's task: its repeat mark ('Ponavlja se …'); 'Uredi', then 'Uredi ponavljanje'. */
  get repeatMark(): Locator {
    return this.root.getByText(/^Ponavlja se /);
  }

  async editRoutine() {
    await this.startEditing();
    await this.root.getByRole('button', { name: `Uredi ponavljanje: ${this.taskName}` }).click();
  }
}

/** The Zadaci tab of the employee page. */
export class TasksTab {
  readonly addTask: Locator;
  readonly priority: Locator;
  readonly normal: Locator;
  /** 'Stariji završeni zadaci': what 'Prikaži starije' loaded. */
  readonly older: Locator;
  readonly showOlder: Locator;
  readonly noOlder: Locator;
  readonly form: TaskFormDialog;
  readonly confirmDialog: Locator;
  readonly stepConfirmDialog: Locator;
  /** 'Samo ovaj' or 'Ovaj i sljedeći' for a routine's task. */
  readonly routineDeleteDialog: Locator;
  readonly routineForm: TaskFormDialog;
  /** 'Uredi zadatak': a one-off task's form. */
  readonly editForm: TaskFormDialog;
  /** 'Prikaz zadataka': 'Danas', 'Sutra', 'Ova sedmica', 'Sve'. */
  readonly views: Locator;
  /** The difficulty filter ('Sve težine', 'Lagano', 'Srednje', 'Teško'). */
  readonly difficultyFilter: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    const panel = page.getByRole('tabpanel', { name: 'Zadaci' });
    this.panel = panel;
    this.views = panel.getByRole('radiogroup', { name: 'Prikaz zadataka' });
    this.difficultyFilter = panel.getByRole('combobox', { name: 'Težina' });
    this.editForm = new TaskFormDialog(page, 'Uredi zadatak');
    this.addTask = panel.getByRole('button', { name: 'DODAJ ZADATAK' });
    this.priority = panel.getByRole('region', { name: 'Prioritetni zadaci', exact: true });
    this.normal = panel.getByRole('region', { name: 'Manje prioritetni zadaci', exact: true });
    this.older = panel.getByRole('region', { name: 'Stariji završeni zadaci', exact: true });
    this.showOlder = panel.getByRole('button', { name: 'Prikaži starije', exact: true });
    this.noOlder = panel.getByText('Nema starijih završenih zadataka.', { exact: true });
    this.form = new TaskFormDialog(page);
    this.confirmDialog = page.getByRole('dialog', { name: 'Obrisati zadatak?' });
    this.stepConfirmDialog = page.getByRole('dialog', { name: 'Obrisati podzadatak?' });
    this.routineDeleteDialog = page.getByRole('dialog', { name: 'Obrisati zadatak koji se ponavlja?' });
    this.routineForm = new TaskFormDialog(page, 'Uredi ponavljanje');
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }

  /** Above the lists ('Slike čekaju pregled:'): a task's review, whatever the view. */
  reviewShortcut(taskName: string): Locator {
    return this.panel.getByRole('button', { name: `Pregledaj: ${taskName}`, exact: true });
  }

  view(name: TaskViewName): Locator {
    return this.views.getByRole('radio', { name, exact: true });
  }

  /** Chooses a view (its label, as a person clicks it); the list filters on the page, no new request. */
  async showView(name: TaskViewName) {
    await this.views.getByText(name, { exact: true }).click();
    await expect(this.view(name)).toBeChecked();
  }

  /** 'Završeni zadaci (N)' of a section: the disclosure of its finished tasks. */
  finished(section: 'priority' | 'normal'): Locator {
    return { priority: this.priority, normal: this.normal }[section].locator('details').filter({ has: this.page.locator('summary', { hasText: /^Završeni zadaci \(\d+\)$/ }) });
  }

  /** Opens the section's finished tasks (when closed). */
  async openFinished(section: 'priority' | 'normal') {
    const details = this.finished(section);
    if ((await details.getAttribute('open')) !== null) return;
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
  }

  /** The days' headings of a section ('Danas', 'Sutra', 'Utorak, 01/12/2026'), in order. */
  dayHeadings(section: 'priority' | 'normal'): Locator {
    return { priority: this.priority, normal: this.normal }[section].getByRole('heading', { level: 3 });
  }

  card(section: 'priority' | 'normal' | 'older', taskName: string): TaskCard {
    const region = { priority: this.priority, normal: this.normal, older: this.older }[section];
    return new TaskCard(region.getByRole('article', { name: taskName, exact: true }), taskName);
  }

  /** The cards of one name in a section (a routine's days), each found by its due date (YYYY-MM-DD). */
  cardOn(section: 'priority' | 'normal' | 'older', taskName: string, dueDate: string): TaskCard {
    const region = { priority: this.priority, normal: this.normal, older: this.older }[section];
    return new TaskCard(
      region.getByRole('article', { name: taskName, exact: true }).filter({ has: this.page.locator(`time[datetime^="${dueDate}T"]`) }),
      taskName,
    );
  }

  /** The task names of a section's cards, in their order (h4 under the days' headings; h3 in the older finished tasks). */
  taskNames(section: 'priority' | 'normal' | 'older'): Locator {
    if (section === 'older') return this.older.getByRole('heading', { level: 3 });
    return { priority: this.priority, normal: this.normal }[section].getByRole('heading', { level: 4 });
  }

  review(taskName: string): ReviewDialog {
    return new ReviewDialog(this.page, taskName);
  }

  async createTask(data: TaskFormData) {
    await this.addTask.click();
    await expect(this.form.dialog).toBeVisible();
    await this.form.fill(data);
    await this.form.submit.click();
    await expect(this.form.dialog).toBeHidden();
  }
}
