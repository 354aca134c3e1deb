/**
 * Privatnost's texts (issue 35): consent, 'Preuzmi sve podatke' and erasure. They load with the tab and with
 * Detalji's consent notice, never with the login script; the access history's are in hr-access-log.ts.
 */
export const hrPrivacy = {
  consent: {
    title: 'Pristanak',
    recorded: (date: string) => `Pristanak za čuvanje podataka zabilježen je ${date}`,
    missingTitle: 'Pristanak nije zabilježen',
    missingText: 'Za ovu osobu nije zabilježeno da imate pristanak za čuvanje njezinih podataka.',
    record: 'Zabilježi pristanak',
    confirm: 'Zabilježi',
    saved: 'Pristanak je zabilježen.',
  },
  export: {
    title: 'Preuzmi sve podatke',
    text: 'Svi podaci o osobi u jednoj ZIP datoteci: profil, zadaci i koraci s poviješću, poruke, statistika, bilješke o podršci, fotografije, slike i glasovi.',
    button: 'Preuzmi sve podatke',
    running: 'Pripremam datoteku…',
    failed: 'Preuzimanje nije uspjelo. Pokušajte ponovno.',
  },
  erase: {
    title: 'Brisanje',
    button: 'Izbriši zaposlenika i sve podatke',
  },
};
