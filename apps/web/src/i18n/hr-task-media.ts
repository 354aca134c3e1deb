/**
 * Texts of a step's picture or video chosen in the task form or the card's step form, and of 'Iz instrukcija' on the task card
 * (loaded with the Zadaci screens, so they stay out of the login's script).
 */
export const hrTaskMedia = {
  /** A step's picture or video chosen before the step is saved (the task form, the card's new step). */
  addMedia: 'Slika ili video',
  changeMedia: 'Promijeni',
  /** Which step: the end of the names below. */
  mediaForStep: (step: number) => `za podzadatak ${step}`,
  mediaForNewStep: 'za novi podzadatak',
  chosenPicture: (forStep: string) => `Odabrana slika ${forStep}`,
  chosenVideo: (forStep: string, name: string) => `Video ${forStep}: ${name}`,
  removeChosenMedia: (forStep: string) => `Ukloni odabranu sliku ili video ${forStep}`,
  /** The card's step form: the step is saved, its file is not. */
  stepMediaNotSaved: (step: string, file: string, video: boolean, reason: string) =>
    video
      ? `Podzadatak „${step}” je dodan, ali video „${file}” nije spremljen: ${reason}`
      : `Podzadatak „${step}” je dodan, ali slika „${file}” nije spremljena: ${reason}`,
  stepMediaNotSavedHint: (video: boolean) => `Dodajte ${video ? 'ga' : 'je'} na podzadatku gumbom „Dodaj sliku ili video”.`,
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
