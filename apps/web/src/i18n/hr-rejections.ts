/**
 * Texts of a step's earlier refusals in the photo review (loaded with the Zadaci screens, so they stay out
 * of the login's script).
 */

/** 1, 21, 31 … put; every other count puta (11 puta). */
const times = (count: number) => (count % 10 === 1 && count % 100 !== 11 ? 'put' : 'puta');

export const hrRejections = {
  rejectedBefore: (count: number) => `Ranije odbijeno: ${count} ${times(count)}`,
  showReasons: 'Prikaži razloge',
  hideReasons: 'Sakrij razloge',
  /** Names the list for screen readers: whose refusals these are. */
  historyOf: (step: string) => `Ranija odbijanja: ${step}`,
  loading: 'Učitavanje razloga…',
  failed: 'Razlozi se trenutno ne mogu učitati.',
  tryAgain: 'Pokušaj ponovno',
  noReason: 'Bez razloga',
  /** Who refused: a manager since deleted, or a refusal from before the history was kept. */
  by: (name: string) => `Odbio/la: ${name}`,
  byUnknown: 'Odbio/la: nepoznato',
  empty: 'Nema zapisanih odbijanja.',
};

// ---- The photo review, one large photo at a time (issue 29). ----
export const hrReview = {
  /** The review opened from the board: every waiting photo of the employee. */
  allTitle: 'Pregled slika',
  counter: (position: number, total: number) => `Slika ${position} od ${total}`,
  accept: 'Prihvatiti sliku?',
  zoomIn: (step: string) => `Povećaj sliku: ${step}`,
  zoomOut: (step: string) => `Smanji sliku: ${step}`,
  fullSize: 'Otvori u punoj veličini',
  fullSizeLabel: (step: string) => `Otvori u punoj veličini (nova kartica): ${step}`,
  keysLabel: 'Tipke',
  keyApprove: 'Da',
  keyReject: 'Ne',
  /** After the last decision the review closes by itself with this. */
  allReviewed: 'Sve slike su pregledane.',
};
