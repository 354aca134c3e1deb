const REPLACEMENTS: Record<string, string> = { č: 'c', ć: 'c', ž: 'z', š: 's', đ: 'd' };

function toAsciiLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćžšđ]/g, (ch) => REPLACEMENTS[ch] ?? '')
    .replace(/[^a-z]/g, '');
}

/** 'Harun', 'Čehajić', 5 → 'hcehajic5' (addendum, section 3). */
export function buildUsername(name: string, surname: string, id: number): string {
  return `${toAsciiLetters(name).slice(0, 1)}${toAsciiLetters(surname)}${id}`;
}
