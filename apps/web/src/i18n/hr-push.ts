import type { ManagerPushPreference } from '@plan-dan/contract/constants';

/**
 * The texts of notifications in Postavke ('Obavijesti'). Apart from hr.ts, which ships with the login
 * route and its 110 KB budget: only the Postavke screen imports this file. Croatian/Bosnian, like hr.ts.
 */
export const hrPush = {
  title: 'Obavijesti',
  intro: 'Plan dan Vam javlja važne događaje i kad nije otvoren.',
  device: {
    label: 'Obavijesti na ovom uređaju',
    on: 'Uključeno: ovaj uređaj prima obavijesti.',
    off: 'Isključeno: ovaj uređaj ne prima obavijesti.',
    turningOn: 'Uključivanje… Preglednik može pitati smije li Plan dan slati obavijesti.',
    turningOff: 'Isključivanje…',
    unsupported: 'Ovaj preglednik ne podržava obavijesti.',
    blocked: 'Obavijesti su blokirane u postavkama preglednika. Dozvolite ih ondje pa pokušajte ponovo.',
    unavailable: 'Obavijesti trenutno nisu dostupne na ovom uređaju: preglednik nije mogao dobiti vezu za obavijesti. Pokušajte ponovo kasnije.',
  },
  kinds: {
    title: 'O čemu Vas obavještavamo',
    intro: 'Vrijedi za sve uređaje na kojima su obavijesti uključene.',
    labels: {
      photo: 'Fotografija čeka pregled',
      sos: 'SOS poziv u pomoć',
      message: 'Nova poruka',
      taskDone: 'Završen zadatak',
      task_not_started: 'Zadatak nije započet',
    } satisfies Record<ManagerPushPreference, string>,
    descriptions: {
      photo: 'Zaposlenik je poslao fotografiju koraka koju trebate odobriti.',
      sos: 'Zaposlenik je pritisnuo dugme za pomoć.',
      message: 'Zaposlenik Vam je napisao poruku.',
      taskDone: 'Zaposlenik je završio sve korake zadatka.',
      task_not_started: 'Rok zadatka je prošao prije nekoliko minuta, a zaposlenik ga još nije započeo. Javljamo jednom po zadatku.',
    } satisfies Record<ManagerPushPreference, string>,
    saveFailed: (label: string) => `Promjena „${label}” nije spremljena. Provjerite vezu pa pokušajte ponovo.`,
  },
} as const;
