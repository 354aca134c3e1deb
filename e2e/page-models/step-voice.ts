import { expect, type FileChooser, type Locator } from '@playwright/test';

/**
 * A step's voice controls (the task form's new step, or a card's step under 'Uredi'), named for their step:
 * `forStep` is 'za podzadatak 2' in the form and 'za podzadatak <its text>' on a card.
 */
export class StepVoiceControls {
  readonly group: Locator;
  /** 'Snimi glas' (none yet) or 'Snimi ponovo'. */
  readonly record: Locator;
  readonly recordAgain: Locator;
  readonly stop: Locator;
  readonly upload: Locator;
  readonly remove: Locator;
  /** The browser's player of the voice. */
  readonly player: Locator;
  /** While recording: 'Još N s'. */
  readonly remaining: Locator;
  /** A refusal beside the controls (too large, not a sound). */
  readonly error: Locator;
  /** The calm line when there is no microphone or no permission. */
  readonly note: Locator;

  constructor(
    scope: Locator,
    readonly forStep: string,
  ) {
    this.group = scope.getByRole('group', { name: `Glas ${forStep}`, exact: true });
    this.record = this.group.getByRole('button', { name: new RegExp(`^Snimi (glas|ponovo) ${forStep}$`) });
    this.recordAgain = this.group.getByRole('button', { name: `Snimi ponovo ${forStep}`, exact: true });
    this.stop = this.group.getByRole('button', { name: `Zaustavi snimanje ${forStep}`, exact: true });
    this.upload = this.group.getByRole('button', { name: `Učitaj zvuk ${forStep}`, exact: true });
    this.remove = this.group.getByRole('button', { name: `Ukloni glas ${forStep}`, exact: true });
    this.player = this.group.locator('audio');
    this.remaining = this.group.getByRole('timer');
    this.error = this.group.getByRole('alert');
    this.note = this.group.getByRole('status');
  }

  /** 'Snimi glas': waits until the recording shows (the seconds left), leaving it running. */
  async startRecording() {
    await this.record.click();
    await expect(this.stop).toBeVisible();
    await expect(this.stop).toBeFocused();
    await expect(this.remaining).toHaveText(/^Još \d+ s$/);
  }

  /** 'Zaustavi snimanje': the recording is there to listen to ('Snimi ponovo' takes the focus). */
  async stopRecording() {
    await this.stop.click();
    await this.expectVoice();
    await expect(this.recordAgain).toBeFocused();
  }

  /** Records a short message with the browser's microphone, ended by 'Zaustavi snimanje'. */
  async recordVoice() {
    await this.startRecording();
    await this.stopRecording();
  }

  async uploadFile(file: Parameters<FileChooser['setFiles']>[0]) {
    const chooser = this.group.page().waitForEvent('filechooser');
    await this.upload.click();
    await (await chooser).setFiles(file);
  }

  /** A voice the player has loaded: its address, its length read, no error. */
  async expectVoice() {
    await expect(this.player).toHaveAttribute('src', /.+/);
    await expect(this.recordAgain).toBeVisible();
    await expect(this.remove).toBeVisible();
    // Polled: the card may put a fresh signed link in place while the lists are read again.
    await expect
      .poll(() =>
        this.player.evaluate((audio: HTMLAudioElement) => ({
          loaded: audio.readyState >= HTMLMediaElement.HAVE_METADATA,
          error: audio.error?.code ?? null,
          // A recording's WebM may not say its length until played through (Infinity): still more than nothing.
          lasts: audio.duration > 0,
        })),
      )
      .toEqual({ loaded: true, error: null, lasts: true });
  }

  /** No voice: no player, 'Snimi glas' offered. */
  async expectNoVoice() {
    await expect(this.player).toHaveCount(0);
    await expect(this.remove).toHaveCount(0);
    await expect(this.group.getByRole('button', { name: `Snimi glas ${this.forStep}`, exact: true })).toBeVisible();
  }
}
