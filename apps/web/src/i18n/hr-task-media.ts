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

/**
 * Issue 29: Zadaci read like a day (views, day headings, finished tasks folded away), a task's edit and its
 * difficulty (loaded with the Zadaci screens).
 */
export const hrTaskDay = {
  viewsLabel: 'Prikaz zadataka',
  views: { today: 'Danas', tomorrow: 'Sutra', week: 'Ova sedmica', all: 'Sve' },
  yesterday: 'Jučer',
  /** A day's heading: its weekday and date. */
  dayHeading: (weekday: string, date: string) => `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${date}`,
  nothingIn: {
    today: 'Za danas nema zadataka.',
    tomorrow: 'Za sutra nema zadataka.',
    week: 'Ove sedmice nema zadataka.',
    all: 'Nema zadataka.',
  },
  finished: (count: number) => `Završeni zadaci (${count})`,
  /** Above the lists, whatever the view: the tasks whose photos wait, each a button to its review. */
  waitingNow: 'Slike čekaju pregled:',
  reviewTask: (name: string) => `Pregledaj: ${name}`,
  difficulty: 'Težina:',
  difficultyFilter: 'Težina',
  difficultyAll: 'Sve težine',
  difficultyNone: 'Bez težine',
  difficulties: { easy: 'Lagano', medium: 'Srednje', hard: 'Teško' },
  /** The card's mark, read whole. */
  difficultyMark: (level: string) => `Težina: ${level}`,
  /** The card's 'Uredi': shows the editing controls; 'Gotovo' hides them. */
  edit: 'Uredi',
  editLabel: (name: string) => `Uredi: ${name}`,
  editDone: 'Gotovo',
  remove: 'Obriši',
  editDoneLabel: (name: string) => `Gotovo s uređivanjem: ${name}`,
  /** In the card's editing: the task's form ('Uredi zadatak'). */
  editTask: 'Uredi zadatak',
  editTaskLabel: (name: string) => `Uredi zadatak: ${name}`,
  editTaskTitle: 'Uredi zadatak',
  editTaskNote: 'Podzadaci koji ostanu zadržavaju stanje, slike i povijest. Uklonjeni podzadaci brišu se sa slikama.',
  taskEdited: (name: string) => `Zadatak je promijenjen: „${name}”.`,
  moveUp: (step: number) => `Pomakni podzadatak ${step} gore`,
  moveDown: (step: number) => `Pomakni podzadatak ${step} dolje`,
  /** Beside a kept step in the edit form. */
  stepKept: {
    done: 'završeno',
    waiting: 'slika čeka pregled',
    rejected: 'vraćeno',
    open: '',
  },
  stepKeepsPicture: 'Slika ostaje uz podzadatak.',
  stepKeepsVideo: 'Video ostaje uz podzadatak.',
  /** A server refusal at a field the form shows. */
  fieldRefused: 'Provjerite ovo polje.',
  taskGone: 'Ovaj zadatak više ne postoji. Zatvorite obrazac.',
};

/** Issue 31: 'Trajanje', a task's or a step's expected minutes (the phone shows them shrinking). */
export const hrDuration = {
  label: 'Trajanje (minute)',
  /** Under the field. */
  hint: 'Od 1 do 240; prazno: bez trajanja.',
  invalid: 'Upišite cijeli broj minuta od 1 do 240 ili ostavite prazno.',
  /** On the card, read as 'Trajanje: 10 min'. */
  said: 'Trajanje:',
  minutes: (minutes: number) => `${minutes} min`,
};

/** Issue 31: the carer's own voice for a step, recorded in the browser or loaded from a file. */
export const hrStepVoice = {
  /** Which step: the end of the controls' names ('za podzadatak 2', 'za podzadatak Oprati ruke'). */
  forStepNumber: (step: number) => `za podzadatak ${step}`,
  forStep: (step: string) => `za podzadatak ${step}`,
  title: 'Glas',
  record: 'Snimi glas',
  recordAgain: 'Snimi ponovo',
  stop: 'Zaustavi snimanje',
  upload: 'Učitaj zvuk',
  remove: 'Ukloni',
  removeLabel: (forStep: string) => `Ukloni glas ${forStep}`,
  /** On the card beside a step that has one. */
  hasVoice: '(Glas)',
  asking: 'Čekam dopuštenje za mikrofon…',
  recording: 'Snimanje…',
  /** Beside the recording: how long it may still go on (it stops by itself). */
  remaining: (seconds: number) => `Još ${seconds} s`,
  player: (forStep: string) => `Glas ${forStep}`,
  saving: 'Spremam glas…',
  saved: (step: string) => `Glas je spremljen: „${step}”.`,
  removed: (step: string) => `Glas je uklonjen: „${step}”.`,
  /** No permission, or no microphone: said calmly; a file still works. */
  noPermission: 'Snimanje nije dopušteno u ovom pregledniku. Možete učitati snimku iz datoteke.',
  noMicrophone: 'Mikrofon nije dostupan. Možete učitati snimku iz datoteke.',
  tooLarge: 'Snimka je prevelika (najviše 8 MB).',
  notAudio: 'To nije zvučna snimka. Odaberite WebM, Ogg, MP4, MP3 ili WAV.',
  /** Editing a task or a routine: a kept step's voice stays with it (changed on the card). */
  keeps: 'Glas ostaje uz podzadatak.',
  /** The task form: the voice goes up after the task is saved. */
  notSaved: (reason: string) => `glas nije spremljen: ${reason}`,
  notSavedTitle: 'Zadatak je dodan, ali nisu spremljene sve slike i snimke',
  notSavedHint: 'Glas snimite ili učitajte na kartici zadatka (Uredi).',
};
