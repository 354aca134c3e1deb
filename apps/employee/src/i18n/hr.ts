/** Every text the employee sees, keyed by feature. Short, plain sentences: many users read slowly. */
export const hr = {
  app: {
    name: 'Plan dan',
    loading: 'Učitavanje…',
    offline: 'Nema internetske veze. Provjeri internet pa pokušaj ponovo.',
    genericError: 'Nešto nije uspjelo. Pokušaj ponovo.',
    retry: 'Pokušaj ponovo',
    notFoundTitle: 'Ova stranica ne postoji',
    backHome: 'Nazad na zadatke',
    back: 'Nazad',
    readAloud: 'Pročitaj naglas',
    crashTitle: 'Ovaj ekran se nije otvorio.',
    crashText: 'Dodirni dugme ispod. Aplikacija će se ponovo učitati.',
  },
  /** The actions taken offline, kept on the phone until the connection is back. */
  outbox: {
    saved: 'Spremljeno je na mobitelu. Poslat ćemo kad se veza vrati.',
    sending: 'Veza je tu. Šaljemo ono što je spremljeno.',
    waiting: (count: number) => {
      const [ones, tens] = [count % 10, count % 100];
      if (ones === 1 && tens !== 11) return `${count} promjena čeka slanje.`;
      if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${count} promjene čekaju slanje.`;
      return `${count} promjena čeka slanje.`;
    },
    conflict: 'Ovaj zadatak je u međuvremenu promijenjen. Pogledaj svoje zadatke.',
    refused: 'Jedna promjena nije poslana. Pogledaj svoje zadatke.',
    ok: 'U redu',
  },
  weekdays: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
  nav: {
    label: 'Glavni izbornik',
    tasks: 'Zadaci',
    progress: 'Napredak',
    materials: 'Upute',
    chat: 'Poruke',
    me: 'Ja',
    /** Said to screen readers after 'Poruke'; the badge shows only the number (a dot at large sizes). */
    unread: (count: number) => {
      const [ones, tens] = [count % 10, count % 100];
      if (ones === 1 && tens !== 11) return `${count} nova poruka`;
      if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${count} nove poruke`;
      return `${count} novih poruka`;
    },
    help: 'Pomoć',
  },
  logout: {
    title: 'Da li ste sigurni da se želite odjaviti?',
    text: 'Ako se odjavite ponovo ćete morati skenirati QR kod kako biste se prijavili.',
    no: 'Ne',
    yes: 'Da',
  },
  /** 'Ja': whose phone this is, the manager, and the logout. */
  me: {
    title: 'Ja',
    phoneOf: 'Ovo je telefon:',
    manager: 'Tvoj voditelj:',
    logout: 'Odjava',
  },
  start: {
    title: 'Skenirajte QR kod',
    text: 'Otvori kameru na telefonu i usmjeri je prema QR kodu koji ti je dao voditelj. Zatim dodirni link koji se pojavi.',
    expired: 'Prijava je istekla. Skenirajte novi QR kod.',
    emailTitle: 'Prijava emailom',
    emailIntro: 'Možeš se prijaviti i emailom i lozinkom koje ti je dao voditelj.',
    email: 'Email',
    password: 'Lozinka',
    showPassword: 'Prikaži lozinku',
    hidePassword: 'Sakrij lozinku',
    submit: 'Prijavi se',
    emailRequired: 'Upiši email.',
    passwordRequired: 'Upiši lozinku.',
    invalidCredentials: 'Email ili lozinka nisu tačni. Provjeri ih ili pitaj voditelja.',
    emailLoginBlocked: 'Voditelj je za tebe uključio samo prijavu QR kodom. Zamoli voditelja da ti pokaže QR kod pa ga skeniraj.',
  },
  codeLogin: {
    working: 'Prijava u toku…',
    success: 'Uspješna prijava!',
    continue: 'Dalje',
    failed: 'Prijava nije uspjela!',
    noProfile: 'Profil ne postoji',
    explain: 'Ovaj QR kod više ne vrijedi. Zamoli voditelja da ti pokaže novi QR kod pa ga skeniraj.',
    tooMany: 'Previše pokušaja. Pričekaj jednu minutu pa pokušaj ponovo.',
    toStart: 'Na početak',
  },
  home: {
    greeting: (name: string, male: boolean) => `${male ? 'Dobro došao' : 'Dobro došla'} ${name}!`,
    priority: 'Prioritetni zadaci',
    normal: 'Manje prioritetni zadaci',
    allDone: (name: string) => `Bravo ${name}! Nemaš više zadataka za danas!`,
  },
  /** One step at a time (the manager's choice per employee): where one is, said calmly. */
  focus: {
    stepOf: (step: number, total: number) => `Korak ${step} od ${total}`,
    done: 'Gotovo',
    showAll: 'Svi koraci',
    oneStep: 'Jedan korak',
    allSent: 'Svi koraci su urađeni',
    waiting: 'Slika čeka pregled. Voditelj će je uskoro pogledati.',
  },
  task: {
    due: (when: string) => `Rok izvršavanja: ${when}`,
    dueOn: (date: string, time: string) => `${date} u ${time}`,
    late: 'Rok prošao',
    progress: (done: number, total: number) => `${done} od ${total} završena`,
    progressLabel: 'Završeni podzadaci',
    description: 'Opis zadatka',
    steps: 'Podzadaci',
    noSteps: 'Ovaj zadatak nema podzadataka.',
    start: 'Započni zadatak',
    started: (date: string, time: string) => `Zadatak započet: ${date} u ${time}`,
    startFirst: 'Prvo dodirni „Započni zadatak”.',
    finish: 'Završi zadatak',
    finished: 'Zadatak je završen. Bravo!',
    /** The answers of the full-screen 'Bravo': back to the list, or stay with the task. */
    finishedBack: 'Zadaci',
    finishedStay: 'Zatvori',
    notFound: 'Ovaj zadatak više ne postoji.',
    /** An older finished task the phone has not loaded (e.g. a link kept from long ago). */
    notListed: 'Ovaj zadatak više nije na popisu.',
    notListedHint: 'Svi završeni zadaci su u Napretku.',
    openProgress: 'Otvori Napredak',
  },
  /** The time a step or a task is expected to take, shown shrinking: said calmly, never as a failure. */
  countdown: {
    stepLabel: 'Vrijeme za ovaj korak',
    taskLabel: 'Vrijeme za cijeli zadatak',
    /** Roughly how much is left; "oko" takes the genitive: jedne minute, 2 minute, 5 minuta, 21 minute. */
    left: (minutes: number) => {
      if (minutes <= 0) return 'Još manje od jedne minute.';
      if (minutes === 1) return 'Još oko jedne minute.';
      const last = minutes % 10;
      const teen = minutes % 100 >= 11 && minutes % 100 <= 14;
      return `Još oko ${minutes} ${!teen && last >= 1 && last <= 4 ? 'minute' : 'minuta'}.`;
    },
    paused: 'Pauza. Vrijeme stoji.',
    stepOver: 'Vrijeme je prošlo, polako završi.',
    taskOver: 'Vrijeme za zadatak je prošlo, polako završi.',
    pause: 'Pauza',
    resume: 'Nastavi',
    readAloud: 'Pročitaj koliko je vremena ostalo',
  },
  photo: {
    /** The manager's picture above a step: names the step, yet not only repeats its text (screen readers say both). */
    stepPicture: (step: string) => `Slika: ${step}`,
    /** The manager's short video above a step, named the same way. */
    stepVideo: (step: string) => `Video: ${step}`,
    take: 'Slikaj',
    confirm: 'Potvrdi',
    retake: 'Ponovi',
    cancel: 'Odustani',
    preview: 'Tvoja slika',
    /** The full-screen look at a photo just taken, named by its step. */
    previewMoment: (step: string) => `Slika za korak: ${step}`,
    sent: 'Poslana slika',
    uploading: 'Slanje slike…',
    uploadLabel: 'Slanje slike',
    waiting: 'Čeka pregled',
    approved: 'Slika je prihvaćena.',
    notImage: 'Ovo nije slika. Pokušaj ponovo.',
    tooLarge: 'Slika je prevelika. Pokušaj ponovo.',
  },
  /** A step the manager refused: said calmly, as a request, never as a failure. */
  rejection: {
    /** A photo step: the manager would like another photo. */
    newPhoto: 'Potrebna je nova slika.',
    /** A step without a photo: the manager asks for it once more; ticking it again finishes it. */
    again: 'Voditelj te moli da ovo uradiš još jednom.',
    /** The manager's words, when they gave some. */
    reason: (reason: string) => `Razlog: ${reason}`,
    /** The refused photo, small beside the words. */
    photo: 'Odbijena slika',
  },
  progress: {
    title: 'Završeni zadaci',
    empty: 'Još nema završenih zadataka.',
    finishedAt: (date: string, time: string) => `Završeno: ${date} u ${time}`,
    /** Loads the next, older page of finished tasks. */
    showOlder: 'Prikaži starije',
  },
  materials: {
    title: 'Upute',
    groups: { image: 'Slike', video: 'Videozapisi', pdf: 'PDF dokumenti', zip: 'ZIP' },
    sizeUnits: ['B', 'KB', 'MB', 'GB'] as const,
    /** What touching a card does, said on the card. */
    action: { image: 'Otvori sliku', video: 'Pogledaj video', pdf: 'Otvori PDF', zip: 'Preuzmi ZIP' },
    withSize: (action: string, size: string) => `${action} (${size})`,
    empty: 'Još nema uputa. Kad ih voditelj doda, bit će ovdje.',
    close: 'Zatvori',
    mediaFailed: 'Ovo se nije otvorilo. Provjeri internet pa pokušaj ponovo.',
  },
  push: {
    /** The bell at the top and its window. */
    button: 'Obavijesti',
    title: 'Obavijesti',
    offerTitle: 'Želiš li obavijesti?',
    offerText: 'Telefon ti može javiti kad dobiješ novi zadatak ili poruku, i kad uskoro ističe vrijeme za zadatak.',
    yes: 'Da, uključi',
    later: 'Ne sada',
    ok: 'U redu',
    turnOn: 'Uključi obavijesti',
    turnOff: 'Isključi obavijesti',
    close: 'Zatvori',
    busy: 'Čekam odgovor telefona…',
    on: 'Obavijesti su uključene.',
    onHint: 'Možeš ih isključiti dugmetom sa zvonom na vrhu ekrana.',
    off: 'Obavijesti su isključene.',
    blocked: 'Obavijesti su isključene u postavkama telefona. Voditelj ti može pomoći da ih tamo uključiš.',
    unavailable: 'Obavijesti sada ne rade na ovom telefonu. Pokušaj ponovo kasnije.',
  },
  chat: {
    title: 'Poruke',
    /** The help button writes this; sent unchanged, it reaches the manager as an SOS. */
    sosText: 'SOS: POMOĆ POTREBNA!',
    sosReady: 'Poruka za pomoć je napisana. Dodirni „Pošalji” i voditelj će je odmah vidjeti.',
    sosSent: 'Poruka za pomoć je poslana voditelju.',
    messages: 'Razgovor s voditeljem',
    empty: 'Još nema poruka. Napiši poruku voditelju ili dodirni jednu od brzih poruka.',
    you: 'Ti',
    older: 'Starije poruke',
    loadingOlder: 'Učitavanje starijih poruka…',
    olderFailed: 'Starije poruke se nisu učitale. Pokušaj ponovo.',
    quickTitle: 'Brze poruke',
    quickReplies: ['Gotovo sam', 'Trebam pomoć', 'Ne razumijem', 'Kasnim'],
    label: 'Tvoja poruka',
    placeholder: 'Unesi poruku...',
    send: 'Pošalji',
    sending: 'Slanje…',
    blank: 'Prvo napiši poruku, pa dodirni „Pošalji”.',
    failed: 'Poruka nije poslana. Tvoj tekst je sačuvan. Pokušaj ponovo.',
    offline: 'Nema interneta, pa poruka još nije poslana. Tvoj tekst je sačuvan. Pošalji ga kad se veza vrati.',
    tooLong: (max: number) => `Poruka je preduga. Skrati je na najviše ${max} znakova.`,
    tooMany: 'Previše poruka zaredom. Pričekaj jednu minutu pa pokušaj ponovo.',
    sos: 'SOS',
  },
} as const;
