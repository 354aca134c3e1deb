import type { SupportLevel } from '@plan-dan/contract/support-constants';

/**
 * The support scale in the words, from least to most help, and the words for a step without a
 * record: one list for the Zadaci card, Samostalnost and the progress report (issue 32). The employee's
 * phone shows none of them.
 */
export const supportLevelNames: Record<SupportLevel, string> = {
  independent: 'Samostalno',
  gesture: 'Gesta',
  verbal: 'Verbalna uputa',
  model: 'Pokazivanje',
  partial_physical: 'Djelomična fizička pomoć',
  full_physical: 'Puna fizička pomoć',
};
export const notRecordedName = 'Nije zabilježeno';
