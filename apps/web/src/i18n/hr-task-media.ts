/**
 * Texts of a step's picture or video chosen in the task form, and of 'Iz instrukcija' on the task card
 * (loaded with the Zadaci screens, so they stay out of the login's script).
 */
export const hrTaskMedia = {
  /** A step's picture or video chosen in the task form. */
  addMedia: 'Slika ili video',
  changeMedia: 'Promijeni',
  mediaForStep: (step: number) => `za podzadatak ${step}`,
  chosenPicture: (step: number) => `Odabrana slika za podzadatak ${step}`,
  chosenVideo: (step: number, name: string) => `Video za podzadatak ${step}: ${name}`,
  removeChosenMedia: (step: number) => `Ukloni odabranu sliku ili video za podzadatak ${step}`,
  mediaForEveryDay: 'Slike i video vrijede za svaki dan ovog ponavljanja.',
  /** Editing a routine: a step's picture stays with the step. */
  routineStepPicture: (step: number) => `Slika podzadatka ${step}`,
  routineStepKeepsPicture: 'Slika ostaje uz ovaj podzadatak.',
  routineStepKeepsVideo: 'Video ostaje uz ovaj podzadatak.',
  mediaNotSavedTitle: 'Zadatak je dodan, ali nisu spremljene sve slike',
  mediaNotSaved: (step: string, reason: string) => `„${step}”: ${reason}`,
  mediaNotSavedHint: 'Dodajte ih na kartici zadatka („Dodaj sliku ili video”).',
  mediaNotSavedDone: 'U redu',
  /** One of the instruction materials' pictures as the step's picture. */
  fromMaterials: 'Iz instrukcija',
  fromMaterialsTitle: (step: string) => `Slika iz instrukcija za podzadatak: ${step}`,
  noPictureMaterials: 'Među instrukcijama nema slika (JPEG, PNG ili WebP). Dodajte ih na stranici Instrukcije.',
  materialGone: 'Ta instrukcija više ne postoji.',
  untitledMaterial: 'Bez naziva',
};
