import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { createDatabase, pingDatabase, type Db, type DialectName } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createEmployeesRepository } from './modules/employees/employees.repository.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { createEmployeesService } from './modules/employees/employees.service.ts';
import { createPhoneAppRepository } from './modules/phone-app/phone-app.repository.ts';
import { phoneAppRoutes } from './modules/phone-app/phone-app.routes.ts';
import { createPhoneAppService } from './modules/phone-app/phone-app.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { createTasksRepository } from './modules/tasks/tasks.repository.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { createManagersRepository } from './modules/managers/managers.repository.ts';
import { managersRoutes } from './modules/managers/managers.routes.ts';
import { createManagersService } from './modules/managers/managers.service.ts';
import { registerAuth, type Principal } from './platform/auth.ts';
import { AppError, registerErrorHandler } from './platform/errors.ts';
import { createLiveEvents } from './platform/live-events.ts';
import { startPostgresFanOut } from './platform/postgres-fan-out.ts';
import { createSignedLinks } from './platform/signed-links.ts';
import { createDiskStorage } from './platform/storage.ts';
import { PHONE_BASE, registerWebApps, WEB_BASE } from './platform/web-app.ts';

export interface App {
  server: FastifyInstance;
  db: Db;
  dialect: DialectName;
}

/** 1 MB is ample for any JSON body; files go through the upload routes. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: AppConfig): Promise<App> {
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db, config.databaseSchema);

  const server = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Only behind a proxy: otherwise any client could name its own address and dodge the login limit.
    trustProxy: config.trustProxy ?? false,
    // Event streams and kept-alive connections must not hold a shutdown up.
    forceCloseConnections: true,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  server.addHook('onClose', async () => db.destroy());

  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Phones may reach a self-hosted server over plain http on the local network.
        upgradeInsecureRequests: null,
      },
    },
  });
  // gzip only: brotli at its default level costs more CPU than it saves on a LAN.
  await server.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  await server.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'too_many_requests', `Too many attempts, retry in ${context.after}`),
  });
  await server.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plan dan API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const managersRepository = createManagersRepository(db);
  const issueToken = (principal: Principal, version: number) => server.issueToken(principal, version);
  const managersService = createManagersService(managersRepository, issueToken);
  const storage = createDiskStorage(path.join(config.dataDir, 'files'));
  const links = createSignedLinks(config.jwtSecret);
  const employeesRepository = createEmployeesRepository(db);
  const employeesService = createEmployeesService(employeesRepository, storage);
  const phoneAppService = createPhoneAppService(
    createPhoneAppRepository(db),
    employeesRepository.findById,
    issueToken,
    config.publicUrl,
  );
  const liveEvents = createLiveEvents();
  // Open event streams would keep close() waiting for ever.
  server.addHook('preClose', async () => liveEvents.closeAll());
  if (config.databaseUrl) {
    const fanOut = await startPostgresFanOut({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      deliver: liveEvents.deliver,
      log: server.log,
    });
    liveEvents.useFanOut(fanOut);
    server.addHook('onClose', async () => fanOut.close());
  }
  const tasksService = createTasksService(createTasksRepository(db), storage, links, liveEvents);
  await registerAuth(server, config.jwtSecret, async (principal, version) =>
    principal.role === 'manager'
      ? managersService.isSessionValid(principal.id, version)
      : employeesService.isSessionValid(principal.id, version),
  );

  server.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  server.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  await server.register(managersRoutes, { service: managersService, loginRateLimitMax: config.loginRateLimitMax });
  await server.register(employeesRoutes, { service: employeesService });
  await server.register(tasksRoutes, { service: tasksService, events: liveEvents });
  await server.register(phoneAppRoutes, { service: phoneAppService, loginRateLimitMax: config.loginRateLimitMax });
  await server.register(filesRoutes, { storage, links });
  await registerWebApps(server, [
    { base: WEB_BASE, distDir: config.webDistDir },
    { base: PHONE_BASE, distDir: config.employeeDistDir },
  ]);

  await server.ready();
  return { server, db, dialect };
}
