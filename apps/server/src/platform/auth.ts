import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

export type Role = 'manager' | 'employee';

export interface Principal {
  role: Role;
  id: number;
}

interface TokenPayload {
  sub: string;
  role: Role;
  /** Raising a user's token version ends every session issued before it. */
  ver: number;
}

/** Answers whether the user still exists with this token version. */
export type SessionCheck = (principal: Principal, tokenVersion: number) => Promise<boolean>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    issueToken(principal: Principal, tokenVersion: number): string;
    requireManager(request: FastifyRequest): Promise<void>;
    requireEmployee(request: FastifyRequest): Promise<void>;
    /** A manager or an employee; the service checks ownership. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
}

const TOKEN_LIFETIME: Record<Role, string> = {
  // The web app logs out after 30 minutes idle; the token only bounds a forgotten tab.
  manager: '12h',
  // The phone stays logged in across restarts; the manager ends it by renewing the QR code.
  employee: '365d',
};

export async function registerAuth(app: FastifyInstance, secret: string, isSessionValid: SessionCheck) {
  await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorate('issueToken', (principal: Principal, tokenVersion: number) =>
    app.jwt.sign(
      { sub: String(principal.id), role: principal.role, ver: tokenVersion },
      { expiresIn: TOKEN_LIFETIME[principal.role] },
    ),
  );

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized('Missing, invalid or expired token');
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || (payload.role !== 'manager' && payload.role !== 'employee')) {
      throw unauthorized('Invalid token');
    }
    const principal: Principal = { role: payload.role, id };
    if (!(await isSessionValid(principal, payload.ver))) throw unauthorized('Session has ended');
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
}

/** The authenticated user of a route guarded by requireManager or requireEmployee. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Whose data a record is: the employee it belongs to and that employee's manager. */
export interface Ownership {
  employeeId: number;
  managerId: number;
}

/** A manager reaches their own employees' data; an employee only their own. */
export function owns(principal: Principal, ownership: Ownership): boolean {
  return principal.role === 'manager' ? ownership.managerId === principal.id : ownership.employeeId === principal.id;
}
