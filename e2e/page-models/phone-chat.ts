import { expect, type Locator, type Page } from '@playwright/test';

/** 'Poruke' on the employee's phone and the help button, by role and label as a person would use them. */
export class PhoneChat {
  constructor(readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Glavni izbornik' });
  }

  /** The tab; its name carries the unread count in words ('Poruke (2 nove poruke)'). */
  get tab(): Locator {
    return this.nav.getByRole('link', { name: /^Poruke/ });
  }

  get helpButton(): Locator {
    return this.page.getByRole('button', { name: 'Pomoć', exact: true });
  }

  get log(): Locator {
    return this.page.getByRole('log', { name: 'Razgovor s voditeljem' });
  }

  get field(): Locator {
    return this.page.getByRole('textbox', { name: 'Tvoja poruka' });
  }

  get sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Pošalji', exact: true });
  }

  get olderButton(): Locator {
    return this.page.getByRole('button', { name: 'Starije poruke' });
  }

  quickReply(text: string): Locator {
    return this.page.getByRole('region', { name: 'Brze poruke' }).getByRole('button', { name: text, exact: true });
  }

  /** The messages in the conversation, oldest first (day lines left out). */
  get messages(): Locator {
    return this.log.getByRole('listitem').filter({ has: this.page.locator('time') });
  }

  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  async open(): Promise<void> {
    await this.tab.click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Poruke');
  }

  async send(text: string): Promise<void> {
    await this.field.fill(text);
    await this.sendButton.click();
    await expect(this.message(text).last()).toBeVisible();
    await expect(this.field).toHaveValue('');
  }

  /** The unread number on the tab as seen, or null when none shows. */
  async unreadShown(): Promise<string | null> {
    const badge = this.tab.locator('[aria-hidden="true"]').filter({ hasText: /\d/ });
    return (await badge.count()) === 0 ? null : badge.innerText();
  }
}
