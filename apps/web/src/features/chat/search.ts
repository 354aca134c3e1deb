const normalize = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('hr');

/**
 * True when the name, the surname or the two together contain the search, whatever the case. Letters
 * with diacritics count as typed: 'c' does not find 'Čehić', as a Croatian reader expects.
 */
export function matchesSearch(person: { name: string; surname: string }, search: string): boolean {
  const wanted = normalize(search);
  if (wanted === '') return true;
  return [person.name, person.surname, `${person.name} ${person.surname}`].some((value) => normalize(value).includes(wanted));
}
