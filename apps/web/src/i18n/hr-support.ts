import { notRecordedName } from './hr-support-levels';

/**
 * Texts of the job coach's support recording on the Zadaci cards (issue 32). Loaded with the Zadaci tab,
 * so they stay out of the login's script. The employee's phone shows none of them.
 */

export const hrSupport = {
  /** The card's mode: each step shows the six levels, one tap records. */
  mode: 'Bilježenje podrške',
  modeLabel: (task: string) => `Bilježenje podrške: ${task}`,
  notRecorded: notRecordedName,
  /** The step's current level, said beside it. */
  current: 'Podrška',
  /** Names the six choices of a step for screen readers. */
  levelsOf: (step: string) => `Podrška za korak: ${step}`,
  saving: 'Spremanje…',
  saved: 'Spremljeno',
  withdrawn: 'Poništeno',
  failed: (level: string) => `„${level}” nije spremljeno. Provjerite vezu i dodirnite ponovno.`,
  noteTooLong: 'Bilješka je preduga: najviše 500 znakova.',
  stepGone: 'Ovaj korak više ne postoji.',
  withdrawFailed: 'Poništavanje nije uspjelo. Pokušajte ponovno.',
  note: 'Bilješka',
  noteLabel: (step: string) => `Bilješka: ${step}`,
  noteHint: 'Kratko, najviše 500 znakova. Sprema se s razinom podrške.',
  saveNote: 'Spremi bilješku',
  noteNeedsLevel: 'Najprije odaberite razinu podrške.',
  history: 'Povijest',
  historyOf: (step: string) => `Povijest podrške: ${step}`,
  historyLoading: 'Učitavanje povijesti…',
  historyFailed: 'Povijest se trenutno ne može učitati.',
  historyEmpty: 'Još ništa nije zabilježeno.',
  tryAgain: 'Pokušaj ponovno',
  by: (name: string) => `Zabilježio/la: ${name}`,
  byUnknown: 'Zabilježio/la: nepoznato',
  withdraw: 'Poništi',
  withdrawLabel: (step: string) => `Poništi podršku: ${step}`,
};
