import { expect, type Locator, type Page } from '@playwright/test';

/** The manager's 'RAZGOVORI': the employee list with its search, and the chosen conversation. */
export class ChatPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly list: Locator;
  readonly emptyState: Locator;
  readonly conversation: Locator;
  readonly conversationName: Locator;
  readonly scroller: Locator;
  readonly messages: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly backButton: Locator;
  readonly loadOlderButton: Locator;
  readonly beginning: Locator;
  readonly toNewestButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'RAZGOVORI' });
    this.search = page.getByRole('searchbox', { name: 'Pretraži zaposlenike' });
    this.list = page.getByRole('list', { name: 'Zaposlenici' });
    this.emptyState = page.getByText('Odaberite zaposlenika da biste započeli razgovor.', { exact: true });
    this.conversation = page.getByRole('region', { name: /^Razgovor: / });
    this.conversationName = this.conversation.getByRole('heading', { level: 2 });
    this.scroller = this.conversation.getByRole('region', { name: /^Poruke: / });
    this.messages = this.conversation.getByRole('list', { name: /^Poruke: / }).locator(':scope > li[data-side]');
    this.input = page.getByRole('textbox', { name: 'Poruka' });
    this.sendButton = page.getByRole('button', { name: 'Pošalji' });
    this.backButton = page.getByRole('link', { name: 'Natrag na razgovore' });
    this.loadOlderButton = this.conversation.getByRole('button', { name: 'Učitaj starije poruke' });
    this.beginning = this.conversation.getByText('Početak razgovora', { exact: true });
    this.toNewestButton = this.conversation.getByRole('button', { name: 'Nove poruke ↓' });
  }

  async goto(employeeId?: number) {
    await this.page.goto(employeeId === undefined ? 'chat' : `chat/${employeeId}`);
    await expect(this.heading).toBeVisible();
  }

  /** An employee's entry in the list (its name also carries the last message and the unread count). */
  entry(name: string): Locator {
    return this.list.getByRole('link', { name: new RegExp(`^${name}`) });
  }

  async open(name: string) {
    await this.entry(name).click();
    await expect(this.conversationName).toHaveText(name);
  }

  message(text: string): Locator {
    return this.messages.filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** Types a message and sends it with Enter, as most people do. */
  async send(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** The help call alert, on whatever screen the manager is. */
  sosAlert(name: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: `SOS: ${name} treba pomoć!` });
  }
}
