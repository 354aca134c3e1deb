import { expect, type Locator, type Page } from '@playwright/test';

/** A small phone held upright, with touch. */
export const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** The employee's phone app, driven by role and label as a person would use it. */
export class PhoneApp {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Glavni izbornik' });
  }

  async openStart(): Promise<void> {
    await this.page.goto('m/prijava');
  }

  async openHome(): Promise<void> {
    await this.page.goto('m/');
  }

  /** Opens the QR code's link, as the phone's camera app would. */
  async openLoginLink(code: string): Promise<void> {
    await this.page.goto(`m/prijava?kod=${encodeURIComponent(code)}`);
  }

  async loginWithCode(code: string, name: string): Promise<void> {
    await this.openLoginLink(code);
    await expect(this.page.getByRole('heading', { name: 'Uspješna prijava!' })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(`^Dobro doš(ao|la) ${name}!$`) })).toBeVisible();
  }

  async goToTasks(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Zadaci' }).click();
  }

  async goToProgress(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Napredak' }).click();
    await expect(this.heading).toHaveText('Završeni zadaci');
  }

  taskCard(taskName: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: taskName, exact: true }) });
  }

  group(title: 'Prioritetni zadaci' | 'Manje prioritetni zadaci'): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async openTask(taskName: string): Promise<void> {
    await this.page.getByRole('link', { name: taskName, exact: true }).click();
    await expect(this.heading).toHaveText(taskName);
  }

  get startButton(): Locator {
    return this.page.getByRole('button', { name: 'Započni zadatak' });
  }

  step(description: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: description });
  }

  stepCheckbox(description: string): Locator {
    return this.page.getByRole('checkbox', { name: description });
  }

  /** Takes a photo for a step: the camera is the file input behind 'Slikaj'. */
  async takePhoto(description: string, file: string): Promise<void> {
    const step = this.step(description);
    await expect(step.getByRole('button', { name: 'Slikaj' })).toBeEnabled();
    await step.locator('input[type="file"]').setInputFiles(file);
    await expect(step.getByRole('img', { name: 'Tvoja slika' })).toBeVisible();
  }

  async confirmPhoto(description: string): Promise<void> {
    const step = this.step(description);
    await step.getByRole('button', { name: 'Potvrdi' }).click();
    await expect(step.getByText('⏳ Čeka pregled')).toBeVisible();
  }

  /** What the app does when the employee comes back to it (unlocks the phone, switches back). */
  async returnToApp(): Promise<void> {
    await this.page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
  }

  async logout(): Promise<void> {
    await this.nav.getByRole('button', { name: 'Odjava' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Da li ste sigurni da se želite odjaviti?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Da' }).click();
  }

  /** Elements wider than the screen: nothing may need sideways scrolling or be cut off. */
  async horizontalOverflow(): Promise<string[]> {
    return this.page.evaluate(() => {
      const problems: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible') {
          problems.push(`${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth} > ${element.clientWidth}`);
        }
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)) {
          problems.push(`${element.tagName.toLowerCase()}.${element.className} outside ${Math.round(box.left)}..${Math.round(box.right)}`);
        }
      }
      return problems;
    });
  }
}
