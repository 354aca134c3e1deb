import { PASSWORD_RESET_MINUTES } from '@plan-dan/contract/constants';

/**
 * The texts of 'Zaboravljena lozinka' and 'Nova lozinka' (the e-mailed link's screen). Apart from hr.ts,
 * which ships with the login route and its 110 KB budget: only these two screens import this file. The
 * login screen's own link and its notice after a reset stay in hr.ts (hr.login), because it shows them.
 */
export const hrPasswordReset = {
  forgot: {
    title: 'Zaboravljena lozinka',
    subtitle: 'Upišite korisničko ime ili e-mail adresu svog računa. Poslat ćemo vam poveznicu za novu lozinku.',
    username: 'Korisničko ime ili e-mail',
    submit: 'Pošalji poveznicu',
    sent: `Ako postoji račun s tim korisničkim imenom ili e-mail adresom, poslali smo poruku s poveznicom za novu lozinku. Poveznica vrijedi ${PASSWORD_RESET_MINUTES} minuta.`,
    checkSpam: 'Ne vidite poruku? Pogledajte i u mapu neželjene pošte.',
    backToLogin: 'Nazad na prijavu',
  },
  newPassword: {
    title: 'Nova lozinka',
    subtitle: 'Odaberite novu lozinku. Nakon spremanja odjavljuju se svi uređaji prijavljeni na vaš račun.',
    password: 'Nova lozinka',
    confirmation: 'Ponovite lozinku',
    submit: 'Spremi lozinku',
    invalidLink: 'Ova poveznica više ne vrijedi: istekla je, već je iskorištena ili je poslana novija. Zatražite novu.',
    requestNew: 'Zatražite novu poveznicu',
    backToLogin: 'Nazad na prijavu',
  },
  validation: {
    usernameRequired: 'Unesite korisničko ime ili e-mail.',
    confirmationRequired: 'Ponovite lozinku.',
    passwordsDiffer: 'Lozinke se ne podudaraju.',
    tooManyRequests: 'Previše zahtjeva. Pokušajte ponovo za nekoliko minuta.',
    sendFailed: 'Poruka se nije mogla poslati. Pokušajte ponovo.',
    saveFailed: 'Lozinka se nije mogla spremiti. Pokušajte ponovo.',
  },
} as const;
