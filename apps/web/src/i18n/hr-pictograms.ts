/**
 * Texts of the pictogram library (issue 33): the 'Piktogram' chooser, a step's and a task's pictogram on the
 * card, and 'O aplikaciji' with the symbols' credits. Only those screens import this file (not the login route).
 */
export const hrPictograms = {
  choose: 'Piktogram',
  chooseForStep: (step: string) => `Piktogram za podzadatak „${step}”`,
  chooseForTask: (task: string) => `Piktogram za zadatak „${task}”`,
  remove: 'Ukloni piktogram',
  removeForStep: (step: string) => `Ukloni piktogram podzadatka „${step}”`,
  removeForTask: (task: string) => `Ukloni piktogram zadatka „${task}”`,
  /** The pictogram's img on the card: the step's or the task's name says what it stands for. */
  ofStep: (step: string) => `Piktogram podzadatka „${step}”`,
  ofTask: (task: string) => `Piktogram zadatka „${task}”`,
  dialogTitleStep: (step: string) => `Piktogram za „${step}”`,
  dialogTitleTask: (task: string) => `Piktogram za zadatak „${task}”`,
  search: 'Traži piktogram',
  searchPlaceholder: 'npr. zubi, tanjur, autobus',
  searchHint: 'Kvačice (č, ć, š, ž, đ) nisu obavezne.',
  results: 'Piktogrami',
  recent: 'Nedavno korišteni',
  searching: 'Tražim piktograme…',
  nothingFound: (query: string) => `Nema piktograma za „${query}”.`,
  searchFailed: 'Piktogrami se nisu mogli učitati. Provjerite vezu i pokušajte ponovo.',
  saved: (what: string) => `Piktogram je spremljen: ${what}`,
  removed: 'Piktogram je uklonjen.',
  /** A save the server refused or that did not arrive, said beside the button. */
  notSaved: 'Piktogram nije spremljen. Pokušajte ponovo.',
  notSavedUnknown: 'Taj piktogram više ne postoji. Odaberite drugi.',
  notSavedGone: 'Zadatak ili podzadatak više ne postoji. Osvježite stranicu.',
  notSavedOffline: 'Nema veze sa serverom. Piktogram nije spremljen.',
  notRemoved: 'Piktogram nije uklonjen. Pokušajte ponovo.',
  /** 'Piktogram' in the task form and the card's new step: kept by the form, sent after saving. */
  formStep: (step: number) => ({
    choose: `Piktogram za podzadatak ${step}`,
    remove: `Ukloni piktogram podzadatka ${step}`,
    picture: `Odabrani piktogram podzadatka ${step}`,
    title: `Piktogram za podzadatak ${step}`,
  }),
  formNewStep: {
    choose: 'Piktogram za novi podzadatak',
    remove: 'Ukloni piktogram novog podzadatka',
    picture: 'Odabrani piktogram novog podzadatka',
    title: 'Piktogram za novi podzadatak',
  },
  formTask: {
    choose: 'Piktogram za zadatak',
    remove: 'Ukloni piktogram zadatka',
    picture: 'Odabrani piktogram zadatka',
    title: 'Piktogram za zadatak',
  },
  /** Saved, but a pictogram chosen in the form was not (the task or step stays; nothing typed is lost). */
  formNotSavedTitle: 'Zadatak je spremljen, ali nisu spremljeni svi piktogrami',
  formNotSaved: 'piktogram nije spremljen',
  formTaskNotSaved: (task: string) => `Piktogram zadatka „${task}” nije spremljen.`,
  formNotSavedHint: 'Dodajte ga na kartici zadatka: „Uredi”, pa „Piktogram”.',
  newStepNotSaved: (step: string) => `Podzadatak „${step}” je dodan, ali njegov piktogram nije spremljen.`,
  /** The phone's look: pictograms drawn in one colour. */
  contrast: 'Piktogrami visokog kontrasta',
  contrastHint: 'Mobitel crta piktograme jednom bojom, bojom teksta. Za one koji slabije vide.',
} as const;
