/**
 * The texts of the 'INSTRUKCIJE' screen (/material). Apart from hr.ts, which ships with the login route
 * and its 110 KB budget: only the screen imports this file, so it loads with it. Croatian/Bosnian, like hr.ts.
 */
export const hrMaterials = {
  intro: 'Slike, videozapisi, PDF i ZIP datoteke koje Vaši zaposlenici vide u aplikaciji na mobitelu, pod „Upute“.',
  add: 'Dodaj instrukciju',
  empty: 'Još nemate instrukcija.',
  emptyHint: 'Dodajte sliku, video, PDF ili ZIP datoteku: zaposlenici je odmah vide na mobitelu.',
  kind: { image: 'Slika', video: 'Video', pdf: 'PDF', zip: 'ZIP' },
  sizeUnits: ['B', 'KB', 'MB', 'GB'] as const,
  opens: {
    image: 'Otvara sliku',
    video: 'Otvara video',
    pdf: 'Otvara PDF u novoj kartici',
    zip: 'Preuzima ZIP datoteku',
  },
  added: (date: string) => `Dodano ${date}`,
  remove: 'Obriši',
  removeLabel: (title: string) => `Obriši: ${title}`,
  removeTitle: 'Obrisati instrukciju?',
  removeText: (title: string) => `Instrukcija „${title}“ bit će obrisana, a zaposlenici je više neće vidjeti. Ovo se ne može poništiti.`,
  removed: (title: string) => `Instrukcija je obrisana: ${title}.`,
  created: (title: string) => `Instrukcija je dodana: ${title}.`,
  videoLabel: (title: string) => `Video: ${title}`,

  form: {
    title: 'Naziv',
    titlePlaceholder: 'npr. Kako složiti police',
    file: 'Datoteka',
    fileDescription: 'Slika, video, PDF ili ZIP.',
    choose: 'Odaberite datoteku',
    drop: 'ili je prevucite ovdje',
    change: 'Odaberite drugu datoteku ili je prevucite ovdje',
    submit: 'Dodaj instrukciju',
  },
  errors: {
    titleRequired: 'Unesite naziv.',
    titleTooLong: (max: number) => `Naziv može imati najviše ${max} znakova.`,
    titleInvalid: 'Naziv ne smije sadržavati „../“ ni kontrolne znakove.',
    fileRequired: 'Odaberite datoteku.',
    fileEmpty: 'Datoteka je prazna. Odaberite drugu datoteku.',
    fileType: 'Ova datoteka nije slika, video, PDF ni ZIP. Odaberite drugu datoteku.',
    fileDamaged: 'Ova slika je oštećena i ne može se otvoriti. Odaberite drugu datoteku.',
    fileTooLarge: 'Datoteka je prevelika za slanje.',
    network: 'Veza sa serverom je prekinuta. Slanje možete nastaviti kada se veza vrati.',
    server: 'Server trenutno ne može primiti datoteku. Slanje možete nastaviti malo kasnije.',
    gone: 'Započeto slanje više ne postoji na serveru. Dodajte datoteku ponovo.',
    unauthorized: 'Vaša prijava je istekla. Prijavite se ponovo.',
    unknown: 'Slanje nije uspjelo. Pokušajte ponovo.',
  },
  upload: {
    progressLabel: 'Napredak slanja',
    percent: (percent: number) => `${percent} %`,
    running: 'Slanje…',
    finishing: 'Završavanje…',
    reconnecting: 'Veza je prekinuta. Pokušavam ponovo…',
    pausing: 'Pauziranje…',
    paused: 'Slanje je pauzirano.',
    pausedHint: 'Prozor možete zatvoriti: slanje se nastavlja gdje je stalo, i nakon ponovnog otvaranja stranice.',
    canceling: 'Otkazivanje…',
    canceled: 'Slanje je otkazano.',
    pause: 'Pauziraj',
    resume: 'Nastavi',
    cancel: 'Otkaži slanje',
    inBackground: (title: string, percent: number) => `Slanje „${title}“: ${percent} %`,
    show: 'Prikaži',
  },
  previous: {
    found: (title: string, percent: number | null) =>
      percent === null
        ? `Ova datoteka je već djelomično poslana pod nazivom „${title}“.`
        : `Ova datoteka je već djelomično poslana (${percent} %) pod nazivom „${title}“.`,
    resume: 'Nastavi',
  },
} as const;
