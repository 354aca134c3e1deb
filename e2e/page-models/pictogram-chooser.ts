import { expect, type Locator, type Page } from '@playwright/test';
import type { TaskCard } from './tasks-tab';

/** The 'Piktogram' dialog: a search field and a grid of large symbols (recently used first). */
export class PictogramChooser {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly grid: Locator;
  readonly symbols: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.search = this.dialog.getByRole('searchbox', { name: 'Traži piktogram' });
    this.grid = this.dialog.getByRole('list', { name: 'Piktogrami' });
    this.symbols = this.grid.getByRole('button');
  }

  /** The symbols whose drawing's name holds the word (e.g. 'tooth' for tooth and toothbrush). */
  symbolNamed(name: string): Locator {
    return this.symbols.filter({ has: this.page.locator(`img[src*="/${name}"]`) });
  }

  /** Types the words and waits for the grid that answers them (or the calm 'Nema piktograma'). */
  async type(words: string) {
    await this.search.fill(words);
    const answered = this.grid.and(this.dialog.locator(`[data-query="${words.trim()}"]:not([aria-busy])`));
    await expect(answered.or(this.dialog.getByRole('status').filter({ hasText: `Nema piktograma za „${words.trim()}”.` }))).toBeVisible();
  }

  /** Chooses a symbol; answers its Croatian label (the img's alt text), and the dialog closes once saved. */
  async choose(symbol: Locator): Promise<string> {
    const label = (await symbol.getByRole('img').getAttribute('alt')) ?? '';
    expect(label).not.toBe('');
    await symbol.click();
    await expect(this.dialog).toBeHidden();
    return label;
  }
}

/** A step's pictogram on its card (small, where a picture shows). */
export const stepPictogram = (card: TaskCard, step: string) => card.root.getByRole('img', { name: `Piktogram podzadatka „${step}”`, exact: true });

/** The task's own pictogram on its card, beside its name. */
export const taskPictogram = (card: TaskCard) => card.root.getByRole('img', { name: `Piktogram zadatka „${card.taskName}”`, exact: true });
