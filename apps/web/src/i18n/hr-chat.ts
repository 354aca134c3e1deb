/**
 * The texts of 'RAZGOVORI' (/chat) and of the chat's pieces in the shell (the sidebar's unread count, the
 * SOS alert). Apart from hr.ts, which ships with the login route: the shell and the chat screen load later
 * and bring this file with them. Croatian/Bosnian, like hr.ts.
 */

/** The word after a count, by the Croatian plural: 1, 21 (one); 2–4, 22–24 (few); 0, 5–20, 25… (many). */
function pluralOf(count: number, one: string, few: string, many: string): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

export const hrChat = {
  intro: 'Poruke s Vašim zaposlenicima. Nove poruke stižu odmah, bez osvježavanja stranice.',
  employeesLabel: 'Zaposlenici',
  search: 'Pretraži zaposlenike',
  searchPlaceholder: 'Ime ili prezime…',
  noMatch: (search: string) => `Nijedan zaposlenik ne odgovara pretrazi „${search}“.`,
  noEmployees: 'Još nemate zaposlenika.',
  addEmployees: 'Dodajte zaposlenika',
  noMessagesYet: 'Još nema poruka.',
  youPrefix: 'Vi: ',
  empty: 'Odaberite zaposlenika da biste započeli razgovor.',
  emptyHint: 'Razgovor možete otvoriti i iz SOS upozorenja.',
  notFound: 'Ovaj zaposlenik ne postoji ili više nije na Vašem popisu.',
  back: 'Natrag na razgovore',
  unread: (count: number) => `${count} ${pluralOf(count, 'nepročitana poruka', 'nepročitane poruke', 'nepročitanih poruka')}`,
  messagesLabel: (name: string) => `Poruke: ${name}`,
  conversationWith: (name: string) => `Razgovor: ${name}`,
  conversationStart: 'Još nema poruka. Napišite prvu poruku.',
  loadOlder: 'Učitaj starije poruke',
  loadingOlder: 'Učitavanje starijih poruka…',
  beginning: 'Početak razgovora',
  toNewest: 'Nove poruke ↓',
  arrived: (name: string, text: string) => `Nova poruka. ${name}: ${text}`,
  sosTag: 'SOS',
  input: 'Poruka',
  inputPlaceholder: 'Napišite poruku…',
  inputHint: 'Enter šalje, Shift + Enter prelazi u novi red.',
  send: 'Pošalji',
  sending: 'Slanje…',
  length: (count: number, max: number) => `${count} / ${max}`,
  errors: {
    tooLong: (max: number) => `Poruka može imati najviše ${max.toLocaleString('hr')} znakova. Skratite je pa pošaljite.`,
    network: 'Poruka nije poslana: nema veze sa serverom. Tekst je sačuvan, pokušajte ponovo.',
    tooMany: 'Poslali ste previše poruka zaredom. Pričekajte malo pa pokušajte ponovo.',
    invalid: 'Poruka sadrži znakove koji se ne mogu poslati.',
    gone: 'Ovaj zaposlenik više ne postoji. Poruka nije poslana.',
    unknown: 'Poruka nije poslana. Tekst je sačuvan, pokušajte ponovo.',
  },
  sos: {
    title: (name: string) => `SOS: ${name} treba pomoć!`,
    text: (time: string) => `Poziv za pomoć poslan u ${time}.`,
    open: 'Otvori razgovor',
    openLabel: (name: string) => `Otvori razgovor: ${name}`,
  },
};
