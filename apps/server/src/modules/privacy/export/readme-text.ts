import { zonedParts } from '@plan-dan/contract';

/** "d. M. yyyy. u HH:mm", as the app writes dates, in the app's zone. */
function localDateTime(at: number, timeZone: string): string {
  const { date, time } = zonedParts(at, timeZone);
  const [year, month, day] = date.split('-').map(Number);
  return `${day}. ${month}. ${year}. u ${time}`;
}

/**
 * PROCITAJ.txt: what the ZIP holds, file by file, in plain Croatian, for the person or their family who
 * opens it without the app. The texts are the server's (no screen shows them), so they live beside the export.
 */
export function readmeText({ fullName, madeAt, timeZone, withSupport }: { fullName: string; madeAt: number; timeZone: string; withSupport: boolean }): string {
  const lines = [
    `Plan dan: svi podaci o osobi ${fullName}`,
    '',
    `Datoteka je napravljena ${localDateTime(madeAt, timeZone)}.`,
    'Sadrži sve što Plan dan čuva o ovoj osobi. Tekstualne datoteke (.json) su u formatu JSON (UTF-8)',
    'i mogu se otvoriti u svakom uređivaču teksta. Vremena su zapisana u UTC-u (oznaka Z na kraju).',
    '',
    'Što je unutra:',
    '',
    'profil.json',
    '  Podaci o osobi: ime, prezime, e-pošta, datum rođenja, bilješke, kada je zabilježen pristanak',
    '  za čuvanje podataka, tko je vlasnik, tko su pomagači i kako izgleda aplikacija na telefonu.',
    '  Lozinka nije u datoteci.',
    '',
    'zadaci.json',
    '  Svi zadaci s koracima: kada su zadani, započeti i završeni, koje su fotografije odbijene i zašto,',
    '  bilješke o podršci i gdje su u ovoj datoteci fotografija, slika i glas svakog koraka.',
    '',
    'poruke.json',
    '  Sve poruke između osobe i njezinih voditelja.',
    '',
    'statistika.json',
    '  Za svaki zadatak po imenu: koliko je puta zadan, koliko je puta završen i koliko puta na vrijeme.',
    '',
    ...(withSupport ? ['podrska.json', '  Sve bilješke o podršci koju je osoba trebala na pojedinom koraku.', ''] : []),
    'povijest-pristupa.json',
    '  Tko je pregledao ili mijenjao podatke ove osobe, i kada.',
    '',
    'datoteke.json',
    '  Popis svih fotografija, slika i glasova: gdje su u ovoj datoteci, kojem zadatku i koraku pripadaju,',
    '  vrsta, veličina i kada su nastali.',
    '',
    'fotografije/ (ako ih ima)',
    '  Fotografije koje je osoba poslala s telefona, točno onakve kakve su poslane.',
    '',
    'slike/ (ako ih ima)',
    '  Slike i videozapisi koje su voditelji dodali koracima, i naslovne slike videozapisa.',
    '',
    'glasovi/ (ako ih ima)',
    '  Snimljeni glasovi koji koracima čitaju upute.',
    '',
  ];
  // Windows' Notepad and every other reader show CRLF lines alike.
  return lines.join('\r\n');
}
