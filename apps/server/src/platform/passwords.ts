import { hash, verify } from '@node-rs/argon2';

// The library hashes with argon2id by default; these are OWASP's minimum costs for it.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the user is unknown keeps both paths equally slow.
const UNKNOWN_USER_HASH = hash('unknown-user-placeholder', OPTIONS);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await UNKNOWN_USER_HASH);
  try {
    const matches = await verify(target, password);
    return matches && storedHash !== undefined;
  } catch {
    return false;
  }
}
