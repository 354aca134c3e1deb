/**
 * Matches a form label whether or not it carries the required-field asterisk ("Lozinka *").
 * For fields without an ARIA role (password, date) that must be found by their label text.
 */
export function fieldLabel(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(\\s*\\*)?$`);
}
