import fastifyJwt from '@fastify/jwt';
import { createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { forbidden, notFound, unauthorized } from './errors.ts';

export type Role = 'manager' | 'employee';

/** Who a user is: a manager or an employee, by id. */
export interface UserRef {
  role: Role;
  id: number;
}

/** The user of a request, and the session (login) their token belongs to. */
export interface Principal extends UserRef {
  sessionId: string;
  /** Epoch ms: the token stops working then (a live stream ends then too). */
  expiresAt: number;
}

interface TokenPayload {
  sub: string;
  role: Role;
  /** The session; ending it (logout, a new password, a renewed QR code) refuses the token at once. */
  sid: string;
  exp?: number;
}

/**
 * A request whose token passed but whose session is not looked up yet (`requireUserToken`): the route
 * looks it up in its own first statement, with what it reads anyway, so that an unchanged list costs one
 * indexed read. It is not a Principal, so no service can take it for one before that check.
 */
export interface SessionToCheck {
  readonly unchecked: Principal;
}

/** Answers whether the token's session is still open. */
export type SessionCheck = (principal: Principal) => Promise<boolean>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    sessionToCheck?: SessionToCheck;
  }
  interface FastifyInstance {
    requireManager(request: FastifyRequest): Promise<void>;
    requireEmployee(request: FastifyRequest): Promise<void>;
    /** A manager or an employee; the service checks ownership. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** As requireUser, but the route itself checks the session (see SessionToCheck); principalOf refuses such a request. */
    requireUserToken(request: FastifyRequest): Promise<void>;
    /** Whether the principal's session is open now (for a long-lived answer, after the token check). */
    isSessionOpen(principal: Principal): Promise<boolean>;
  }
}

/** Signs a token for a session; it expires with the session. */
export type SignToken = (user: UserRef, sessionId: string, expiresAt: number) => string;

/** How many verified tokens one server keeps: about the users active in the last minutes. */
const TOKENS_KEPT = 10_000;

/** Registers JWT checking on the server and answers the function that signs tokens. */
export async function registerAuth(app: FastifyInstance, secret: string, isSessionOpen: SessionCheck): Promise<SignToken> {
  await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  // Built once: app.jwt.verify merges its options anew on every call, a tenth of a small read's time.
  const verifyToken = createVerifier({ key: secret, algorithms: ['HS256'] });
  // A client sends the same token with every request, and decoding and checking its signature each time
  // cost a 304 about 40 % of its throughput here. A token that passed is kept by its exact text until it
  // expires, so only that very string skips the check. fast-jwt's own cache keys by a hash of the token
  // (as costly as the check), or warns at start when given the text itself. The session is still checked
  // on every request.
  const verified = new LRUCache<string, TokenPayload>({ max: TOKENS_KEPT });
  const verifiedPayload = (token: string): TokenPayload => {
    const known = verified.get(token);
    if (known?.exp !== undefined && known.exp * 1000 > Date.now()) return known;
    const payload = verifyToken(token) as TokenPayload;
    verified.set(token, payload);
    return payload;
  };

  /** The token's user; throws 401 when the token is missing, invalid or expired. */
  function tokenUser(request: FastifyRequest): Principal {
    let payload: TokenPayload;
    try {
      // HS256 only, signature, expiry and not-before, as @fastify/jwt checks them; request.jwtVerify() would
      // also decode the token a second time and run a callback chain on every request.
      payload = verifiedPayload(bearerToken(request.headers.authorization));
    } catch {
      throw unauthorized('Missing, invalid or expired token');
    }
    const id = Number(payload.sub);
    if (
      !Number.isInteger(id) ||
      (payload.role !== 'manager' && payload.role !== 'employee') ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw unauthorized('Invalid token');
    }
    return { role: payload.role, id, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  }

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const principal = tokenUser(request);
    if (!(await isSessionOpen(principal))) throw unauthorized('Session has ended');
    request.principal = principal;
    return principal;
  }

  const requireRole = (role: Role) => async (request: FastifyRequest) => {
    const principal = await authenticate(request);
    if (principal.role !== role) throw forbidden();
  };
  app.decorate('requireManager', requireRole('manager'));
  app.decorate('requireEmployee', requireRole('employee'));
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireUserToken', async (request: FastifyRequest) => {
    request.sessionToCheck = { unchecked: tokenUser(request) };
  });
  app.decorate('isSessionOpen', isSessionOpen);

  return (user, sessionId, expiresAt) =>
    app.jwt.sign({ sub: String(user.id), role: user.role, sid: sessionId }, { expiresIn: Math.max(1, Math.floor((expiresAt - Date.now()) / 1000)) });
}

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it; throws when there is none. */
function bearerToken(header: string | undefined): string {
  if (header && /^Bearer\s/i.test(header)) {
    const parts = header.split(' ');
    if (parts.length === 2 && parts[1]) return parts[1];
  }
  throw new Error('No bearer token');
}

/** The token's user of a route guarded by requireUserToken, whose session the route checks. */
export function sessionToCheckOf(request: FastifyRequest): SessionToCheck {
  if (!request.sessionToCheck) throw unauthorized();
  return request.sessionToCheck;
}

/** The authenticated user of a route guarded by requireManager, requireEmployee or requireUser. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Whose data a record is: the employee it belongs to and that employee's owner (the manager who added them). */
export interface Ownership {
  employeeId: number;
  managerId: number;
}

/** Whether a manager helps the owner with an employee (the helpers module answers; app.ts hands it on). */
export type HelperCheck = (employeeId: number, managerId: number) => Promise<boolean>;

/** How a manager stands to an employee: their owner, a helper, or neither (the employee's own role is 'self'). */
export type Standing = 'owner' | 'helper' | 'self' | 'none';

/**
 * Who reaches an employee's data: the employee, their owner, and the managers helping the owner. Owner-only
 * actions (deleting the employee, the account and phone login, the calendar link, inviting helpers) refuse a
 * helper with 403 and anyone else with 404. Someone else's record answers exactly like a missing one: 404,
 * never its data. The helper lookup runs only for a manager who is not the owner, so owners and phones pay
 * nothing for it; it reads the table on every request, so a removed helper is refused at once.
 */
export function createAccess(isHelper: HelperCheck) {
  const standing = async (principal: UserRef, ownership: Ownership): Promise<Standing> => {
    if (principal.role === 'employee') return ownership.employeeId === principal.id ? 'self' : 'none';
    if (ownership.managerId === principal.id) return 'owner';
    return (await isHelper(ownership.employeeId, principal.id)) ? 'helper' : 'none';
  };

  return {
    standing,

    /** The record, when the principal is its employee, its owner or a helper; otherwise 404. */
    async ensureReachable<T extends Ownership>(principal: UserRef, record: T | undefined, what: string): Promise<T> {
      if (!record || (await standing(principal, record)) === 'none') throw notFound(what);
      return record;
    },

    /** The record, when the principal is the employee's owner; a helper gets 403, anyone else 404. */
    async ensureOwner<T extends Ownership>(principal: UserRef, record: T | undefined, what: string): Promise<T> {
      const found = record && (await standing(principal, record));
      if (!found || found === 'none') throw notFound(what);
      if (found !== 'owner') throw forbidden('Only the employee\'s owner may do this');
      return record!;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;

/** Whose an employee is (the employees module answers it; the other modules are given it in app.ts). */
export type EmployeeOwnership = (employeeId: number) => Promise<Ownership | undefined>;
