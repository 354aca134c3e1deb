/**
 * The texts of logins and sessions on the screens behind the login: the manager's password, e-mail
 * change and devices (Postavke), the employee's phone login (Detalji) and the QR code's validity
 * (Mobilna aplikacija). Apart from hr.ts, which ships with the login route and its 110 KB budget:
 * only these screens import this file, so it loads with them. Croatian/Bosnian, like hr.ts.
 */
export const hrSessions = {
  validation: {
    currentPasswordRequired: 'Unesite trenutnu lozinku.',
    wrongPassword: 'Trenutna lozinka nije tačna.',
    confirmationRequired: 'Ponovite novu lozinku.',
    passwordsDiffer: 'Lozinke se ne podudaraju.',
    tooManyWrongPasswords: 'Previše pogrešnih pokušaja. Pokušajte ponovo za minutu.',
  },
  settings: {
    profileTitle: 'Osobni podaci',
    currentPassword: 'Trenutna lozinka',
    currentPasswordForEmail: 'Email je Vaša prijava: za promjenu upišite trenutnu lozinku.',
    passwordTitle: 'Promjena lozinke',
    passwordIntro: 'Nakon promjene ostali uređaji se odjavljuju, a na ovom ostajete prijavljeni.',
    newPassword: 'Nova lozinka',
    confirmPassword: 'Ponovite novu lozinku',
    changePassword: 'Promijeni lozinku',
    passwordChanged: 'Lozinka je promijenjena. Ostali uređaji su odjavljeni.',
    passwordChangedToast: 'Lozinka je promijenjena.',
    devicesTitle: 'Prijavljeni uređaji',
    devicesIntro: 'Zaboravili ste se odjaviti na drugom računalu ili ste izgubili mobitel? Odjavite se svugdje odjednom.',
    logoutEverywhere: 'Odjavi se sa svih uređaja',
    logoutEverywhereTitle: 'Odjaviti se sa svih uređaja?',
    logoutEverywhereText: 'Bit ćete odjavljeni na svim uređajima, i na ovom. Za nastavak rada ponovo se prijavite.',
    logoutEverywhereConfirm: 'Odjavi se svugdje',
  },
  employeeLogin: {
    title: 'Prijava na mobitelu',
    intro: 'Zaposlenik se na mobitelu prijavljuje QR kodom (kartica „Mobilna aplikacija”) ili emailom i lozinkom.',
    emailLogin: 'Dozvoli prijavu e-mailom',
    emailLoginOn: (email: string) => `Prijava emailom ${email} i lozinkom je dozvoljena.`,
    emailLoginOff: 'Zaposlenik se može prijaviti samo QR kodom.',
    blockTitle: 'Isključiti prijavu e-mailom?',
    blockText: (name: string) => `${name} se odjavljuje s mobitela i ponovo se može prijaviti samo QR kodom.`,
    blockConfirm: 'Isključi prijavu e-mailom',
    blocked: 'Prijava e-mailom je isključena. Mobitel je odjavljen.',
    allowed: 'Prijava e-mailom je dozvoljena.',
    newPassword: 'Nova lozinka za prijavu e-mailom',
    newPasswordHint: 'Najmanje 6 znakova. Mobitel se odjavljuje, a zaposlenik se prijavljuje novom lozinkom.',
    setPassword: 'Postavi lozinku',
    passwordSet: 'Nova lozinka je postavljena. Mobitel je odjavljen.',
  },
  loginCode: {
    validUntil: (time: string) => `Kod vrijedi do ${time}, za jednu prijavu.`,
    expired: 'Kod je istekao. Učitava se novi…',
    reloadFailed: 'Novi kod se nije mogao učitati.',
  },
} as const;
