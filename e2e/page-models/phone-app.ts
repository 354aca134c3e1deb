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

  /** 'Napredak': the names of the finished tasks shown, top to bottom. */
  get progressTaskNames(): Locator {
    return this.page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  }

  /** 'Napredak': loads the next, older page of finished tasks. */
  get showOlderButton(): Locator {
    return this.page.getByRole('button', { name: 'Prikaži starije', exact: true });
  }

  /** The logged-in employee's token, to play the employee's other actions through the API. */
  async employeeToken(): Promise<string> {
    return this.page.evaluate(() => (JSON.parse(localStorage.getItem('planDan.employee')!) as { jwtToken: string }).jwtToken);
  }

  async goToMaterials(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Upute' }).click();
    await expect(this.heading).toHaveText('Upute');
  }

  materialGroup(title: 'Slike' | 'Videozapisi' | 'PDF dokumenti' | 'ZIP'): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A material's control: a button for pictures and videos, a link for PDFs and ZIPs; named by the title. */
  materialControl(title: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: title, exact: true }).or(this.page.getByRole('main').getByRole('link', { name: title, exact: true }));
  }

  materialCard(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** A picture or a video open over the whole screen. */
  materialViewer(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  async openMaterial(title: string): Promise<Locator> {
    await this.materialControl(title).click();
    const viewer = this.materialViewer(title);
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveCSS('opacity', '1');
    return viewer;
  }

  async closeMaterial(title: string): Promise<void> {
    const viewer = this.materialViewer(title);
    await viewer.getByRole('button', { name: 'Zatvori' }).click();
    await expect(viewer).toBeHidden();
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

  /** One step at a time: the current step's 'Korak 2 od 5', a heading that takes the focus when the step changes. */
  get focusStepHeading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 2, name: /^Korak \d+ od \d+$/ });
  }

  /** One step at a time: the steps shown (the current one only). */
  get shownSteps(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }

  /** One step at a time: the current step without a photo is done. */
  get doneButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Gotovo', exact: true });
  }

  /** One step at a time: every step in a list instead. */
  get allStepsButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Svi koraci', exact: true });
  }

  /** In the list of every step: back to one step at a time. */
  get oneStepButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Jedan korak', exact: true });
  }

  /** A step's own read-aloud button (the carer's voice, or the device's speech); pressed while reading, it stops. */
  stepReadAloud(description: string): Locator {
    return this.step(description).getByRole('button', { name: 'Pročitaj naglas' }).first();
  }

  step(description: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: description });
  }

  /** The manager's picture for a step: large, above its text, its alt text 'Slika: <the step>'. */
  stepPicture(description: string): Locator {
    return this.step(description).getByRole('img', { name: `Slika: ${description}`, exact: true });
  }

  /** The manager's short video for a step: large, above its text, named 'Video: <the step>'. */
  stepVideo(description: string): Locator {
    return this.step(description).getByLabel(`Video: ${description}`, { exact: true });
  }

  stepCheckbox(description: string): Locator {
    return this.page.getByRole('checkbox', { name: description });
  }

  /**
   * The photo just taken, over the whole screen with 'Potvrdi', 'Ponovi' and 'Odustani'. A modal
   * <dialog> still inside the step's item in the page, so `step(description)` finds its parts too.
   */
  photoMoment(description: string): Locator {
    return this.page.getByRole('dialog', { name: `Slika za korak: ${description}`, exact: true });
  }

  /** The whole-screen 'Bravo' of a task finished during the visit. */
  get finishedMoment(): Locator {
    return this.page.getByRole('dialog', { name: 'Zadatak je završen. Bravo!', exact: true });
  }

  /** Takes a photo for a step: the camera is the file input behind 'Slikaj'. */
  async takePhoto(description: string, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const step = this.step(description);
    await expect(step.getByRole('button', { name: 'Slikaj' })).toBeEnabled();
    await step.locator('input[type="file"]').setInputFiles(file);
    await expect(this.photoMoment(description).getByRole('img', { name: 'Tvoja slika' })).toBeVisible();
  }

  async confirmPhoto(description: string): Promise<void> {
    await this.photoMoment(description).getByRole('button', { name: 'Potvrdi' }).click();
    await expect(this.photoMoment(description)).toHaveCount(0);
    await expect(this.step(description).getByText('⏳ Čeka pregled')).toBeVisible();
  }

  /** A refused step's reason, shown until a new photo is sent. */
  stepReason(description: string): Locator {
    return this.step(description).getByText(/^Razlog: /);
  }

  /** What a refused step without a photo asks, calmly. */
  stepAgain(description: string): Locator {
    return this.step(description).getByText('Voditelj te moli da ovo uradiš još jednom.', { exact: true });
  }

  /** The refused photo, small beside the reason. */
  rejectedPhoto(description: string): Locator {
    return this.step(description).getByRole('img', { name: 'Odbijena slika' });
  }

  /** The read-aloud button of the refusal (the step's own one reads its name). */
  rejectionReadAloud(description: string): Locator {
    return this.step(description).getByRole('button', { name: 'Pročitaj naglas' }).last();
  }

  /**
   * A countdown's disc, a progress bar of the time left (100 full, 0 empty): the current step's within
   * its item, or the whole task's under the title.
   */
  stepCountdown(description: string): Locator {
    return this.step(description).getByRole('progressbar', { name: 'Vrijeme za ovaj korak', exact: true });
  }

  get taskCountdown(): Locator {
    return this.page.getByRole('progressbar', { name: 'Vrijeme za cijeli zadatak', exact: true });
  }

  /** 'Pauza' or 'Nastavi' under the current step's countdown. */
  countdownButton(description: string, name: 'Pauza' | 'Nastavi'): Locator {
    return this.step(description).getByRole('button', { name, exact: true });
  }

  /** The countdown's own read-aloud: it says the time left. */
  countdownReadAloud(description: string): Locator {
    return this.step(description).getByRole('button', { name: 'Pročitaj koliko je vremena ostalo', exact: true });
  }

  /** What the app does when the employee comes back to it (unlocks the phone, switches back). */
  async returnToApp(): Promise<void> {
    await this.page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
  }

  /** 'Ja': whose phone this is, the manager's name and the logout, the bar's last destination. */
  async goToMe(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Ja', exact: true }).click();
    await expect(this.heading).toHaveText('Ja');
  }

  /** 'Odjava' on 'Ja': it asks first. */
  get logoutButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Odjava', exact: true });
  }

  async logout(): Promise<void> {
    await this.openLogoutDialog();
    await this.logoutDialog.getByRole('button', { name: 'Da', exact: true }).click();
  }

  /** The employee's token, as the phone keeps it, to play the employee through the API. */
  async sessionToken(): Promise<string> {
    return this.page.evaluate(() => (JSON.parse(localStorage.getItem('planDan.employee')!) as { jwtToken: string }).jwtToken);
  }

  get logoutDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Da li ste sigurni da se želite odjaviti?' });
  }

  /** Through the bar's 'Ja' and its 'Odjava', as the employee would. */
  async openLogoutDialog(): Promise<void> {
    await this.goToMe();
    await this.logoutButton.click();
    await expect(this.logoutDialog).toBeVisible();
    // Settled: faded in and moved to its place.
    await expect(this.logoutDialog).toHaveCSS('opacity', '1');
    await expect(this.logoutDialog).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  }

  /**
   * Every piece of text a person can see right now, with its computed font size and where its
   * lines reach: elements with text of their own (their text nodes, measured line by line) and
   * text fields (their value or placeholder). Text hidden from sight (display none, clipped to a
   * pixel, fully transparent) is left out.
   */
  async visibleTexts(): Promise<VisibleText[]> {
    return this.page.evaluate(() => {
      const hiddenBy = (element: Element): boolean => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility === 'hidden' || Number(style.opacity) === 0) return true;
          if (style.overflow !== 'visible') {
            const box = node.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1) return true;
          }
        }
        return element.getClientRects().length === 0;
      };
      /** The right edge of the nearest box that would cut the text off instead of letting it show. */
      const clipRight = (element: Element): number => {
        let right = window.innerWidth;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') right = Math.min(right, node.getBoundingClientRect().left + node.clientLeft + node.clientWidth);
        }
        return right;
      };
      const texts: VisibleText[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const field = element instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden'].includes(element.type);
        const ownText = field
          ? (element as HTMLInputElement).value || (element as HTMLInputElement).placeholder
          : Array.from(element.childNodes)
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent ?? '')
              .join('')
              .trim();
        if (!ownText || hiddenBy(element)) continue;
        const box = element.getBoundingClientRect();
        let left = box.left;
        let right = box.right;
        if (!field) {
          for (const node of Array.from(element.childNodes).filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const line of Array.from(range.getClientRects())) {
              left = Math.min(left, line.left);
              right = Math.max(right, line.right);
            }
          }
        }
        texts.push({
          text: ownText.replace(/\s+/g, ' ').slice(0, 60),
          element: `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`,
          fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
          left,
          right,
          clipRight: field ? window.innerWidth : clipRight(element),
        });
      }
      return texts;
    });
  }

  /** Buttons, links, labels and fields smaller than 48 px in either direction (a link inside a heading counts as the heading's line). */
  async smallTouchTargets(): Promise<string[]> {
    return this.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a, label, input:not([type="checkbox"]):not([type="file"])'))
        .filter((element) => element.getClientRects().length > 0 && !element.closest('h2, h3'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 47.5 || box.width < 47.5)
        .map(({ element, box }) => `${element.tagName} "${element.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
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

export interface VisibleText {
  text: string;
  /** Tag and first class, to find it in the code. */
  element: string;
  fontSize: number;
  /** Where the element's box or its lines of text reach, whichever is further. */
  left: number;
  right: number;
  /** The right edge of the viewport or of the nearest box that cuts off what overflows it. */
  clipRight: number;
}
