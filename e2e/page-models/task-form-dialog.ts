import type { Locator, Page } from '@playwright/test';
import { fieldLabel } from './labels';

export interface TaskFormData {
  taskName: string;
  description: string;
  /** YYYY-MM-DD; left out when the form has the date fixed (from the calendar). */
  dueDate?: string;
  dueTime: string;
  priority?: boolean;
  /** 'Težina:' ('Bez težine' when left out). */
  difficulty?: 'Lagano' | 'Srednje' | 'Teško';
  /** 'Trajanje (minute)' of the task. */
  durationMinutes?: number | string;
  steps?: { description: string; needPhoto?: boolean; durationMinutes?: number | string }[];
}

/** 'Novi zadatak': the modal task form ('Uredi ponavljanje' when it edits a routine, 'Uredi zadatak' a task). */
export class TaskFormDialog {
  readonly dialog: Locator;
  /** 'Ponavljanje', its weekdays ('Odabrani dani') and 'Završava'. */
  readonly repeat: Locator;
  readonly repeatDays: Locator;
  readonly repeatEnd: Locator;
  readonly taskName: Locator;
  readonly description: Locator;
  readonly dueDate: Locator;
  readonly dueTime: Locator;
  readonly priority: Locator;
  /** 'Težina:' and its choices. */
  readonly difficulty: Locator;
  /** 'Trajanje (minute)' of the whole task. */
  readonly duration: Locator;
  readonly addStep: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    title = 'Novi zadatak',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.repeat = this.dialog.getByRole('combobox', { name: 'Ponavljanje' });
    this.repeatDays = this.dialog.getByRole('group', { name: 'Dani u tjednu' });
    this.repeatEnd = this.dialog.getByLabel(fieldLabel('Završava'));
    this.taskName = this.dialog.getByRole('textbox', { name: 'Naziv zadatka' });
    this.description = this.dialog.getByRole('textbox', { name: 'Opis' });
    this.dueDate = this.dialog.getByLabel(fieldLabel('Datum'));
    this.dueTime = this.dialog.getByLabel(fieldLabel('Vrijeme'));
    this.priority = this.dialog.getByRole('checkbox', { name: 'Prioritetni zadatak' });
    this.difficulty = this.dialog.getByRole('group', { name: 'Težina:' });
    this.duration = this.dialog.getByRole('textbox', { name: 'Trajanje (minute)', exact: true }).first();
    this.addStep = this.dialog.getByRole('button', { name: 'Dodaj podzadatak' });
    this.submit = this.dialog.getByRole('button', { name: title === 'Novi zadatak' ? 'Dodaj zadatak' : 'Spremi promjene', exact: true });
  }

  weekday(name: string): Locator {
    return this.repeatDays.getByRole('checkbox', { name, exact: true });
  }

  step(number: number): Locator {
    return this.dialog.getByRole('group', { name: `Podzadatak ${number}`, exact: true });
  }

  /** The step's name field ('Podzadatak N'). */
  stepName(number: number): Locator {
    return this.step(number).getByRole('textbox', { name: `Podzadatak ${number}`, exact: true });
  }

  /** The step's 'Trajanje (minute)'. */
  stepDuration(number: number): Locator {
    return this.step(number).getByRole('textbox', { name: 'Trajanje (minute)', exact: true });
  }

  difficultyChoice(name: 'Bez težine' | 'Lagano' | 'Srednje' | 'Teško'): Locator {
    return this.difficulty.getByRole('radio', { name, exact: true });
  }

  /** The step's up or down button ('Pomakni podzadatak N gore/dolje'). */
  moveStep(number: number, direction: 'gore' | 'dolje'): Locator {
    return this.dialog.getByRole('button', { name: `Pomakni podzadatak ${number} ${direction}`, exact: true });
  }

  async fill(data: TaskFormData) {
    await this.taskName.fill(data.taskName);
    await this.description.fill(data.description);
    if (data.dueDate) await this.dueDate.fill(data.dueDate);
    await this.dueTime.fill(data.dueTime);
    if (data.priority) await this.priority.check();
    if (data.difficulty) await this.difficultyChoice(data.difficulty).check();
    if (data.durationMinutes !== undefined) await this.duration.fill(String(data.durationMinutes));
    for (const [index, step] of (data.steps ?? []).entries()) {
      await this.addStep.click();
      const row = this.step(index + 1);
      await this.stepName(index + 1).fill(step.description);
      if (step.durationMinutes !== undefined) await this.stepDuration(index + 1).fill(String(step.durationMinutes));
      if (step.needPhoto) await row.getByRole('switch', { name: 'Potrebna slika' }).check();
    }
  }
}
