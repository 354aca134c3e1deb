/**
 * The router state a screen sends the manager to the login screen with, so that it says why they are there:
 * after 'Nova lozinka' is saved, that the password was changed. State rather than the address: nothing is
 * left in it to bookmark or share, and the login screen's pre-rendered page stays the one for /login.
 */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true } as const;

export const isPasswordChangedState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { passwordChanged?: unknown }).passwordChanged === true;
