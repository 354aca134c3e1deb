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
  /** 'O aplikaciji' in the sidebar, with the credits. */
  about: 'O aplikaciji',
  aboutIntro: 'Plan dan pomaže zaposlenicima da svoj dan prate korak po korak.',
  credits: 'Zasluge',
  creditsSymbols: 'Piktogrami: Fluent Emoji, © Microsoft Corporation, MIT licenca',
  creditsWords: 'Riječi za pretraživanje piktograma: Unicode CLDR, © Unicode, Inc., Unicode licenca',
  licenceTitle: 'Tekst MIT licence (Fluent Emoji)',
  unicodeLicence: 'Unicode licenca: https://www.unicode.org/license.txt',
  /** The licence's own words, which it asks to keep with the copies: not translated. */
  mitLicence: `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`,
  /** The phone's look: pictograms drawn in one colour. */
  contrast: 'Piktogrami visokog kontrasta',
  contrastHint: 'Mobitel crta piktograme jednom bojom, bojom teksta. Za one koji slabije vide.',
} as const;
