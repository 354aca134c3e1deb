import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { DEFAULT_CHAT_SEND_LIMIT, DEFAULT_MAX_MATERIAL_BYTES } from '@plan-dan/contract';
import pino from 'pino';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { readOrCreateVapidKeys, type AppConfig } from './config.ts';
import { createDatabase, pingDatabase, type Db, type DialectName } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createCalendarFeedRepository } from './modules/calendar-feed/calendar-feed.repository.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { createCalendarFeedService } from './modules/calendar-feed/calendar-feed.service.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createEmployeesRepository } from './modules/employees/employees.repository.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { createEmployeesService } from './modules/employees/employees.service.ts';
import { createHelpersRepository } from './modules/helpers/helpers.repository.ts';
import { helpersRoutes } from './modules/helpers/helpers.routes.ts';
import { createHelpersService } from './modules/helpers/helpers.service.ts';
import { createPhoneAppRepository } from './modules/phone-app/phone-app.repository.ts';
import { phoneAppRoutes } from './modules/phone-app/phone-app.routes.ts';
import { createPhoneAppService } from './modules/phone-app/phone-app.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { createRoutinesRepository } from './modules/tasks/routines.repository.ts';
import { routinesRoutes } from './modules/tasks/routines.routes.ts';
import { createRoutinesService, ROUTINE_CHECK_INTERVAL_MS } from './modules/tasks/routines.service.ts';
import { createTasksRepository } from './modules/tasks/tasks.repository.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService, stepPictureLink } from './modules/tasks/tasks.service.ts';
import { materialUploadsRoutes, UNFINISHED_UPLOAD_LIFETIME_MS } from './modules/materials/material-uploads.routes.ts';
import { createMaterialsRepository } from './modules/materials/materials.repository.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { createMaterialsService } from './modules/materials/materials.service.ts';
import { createManagersRepository } from './modules/managers/managers.repository.ts';
import { managersRoutes } from './modules/managers/managers.routes.ts';
import { createManagersService } from './modules/managers/managers.service.ts';
import { createPushRepository } from './modules/push/push.repository.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createPushService, REMINDER_CHECK_INTERVAL_MS } from './modules/push/push.service.ts';
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts';
import { createStatisticsRepository } from './modules/statistics/statistics.repository.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { createStatisticsService } from './modules/statistics/statistics.service.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createAccess, registerAuth } from './platform/auth.ts';
import { errorBody, registerErrorHandler, tooManyRequests } from './platform/errors.ts';
import { createLiveEvents } from './platform/live-events.ts';
import { createRequestLimits } from './platform/request-limits.ts';
import { createIdempotency } from './platform/idempotency.ts';
import { storeOffsetSpans } from './platform/time-zone-offsets.ts';
import { startPostgresFanOut } from './platform/postgres-fan-out.ts';
import { createSignedLinks } from './platform/signed-links.ts';
import { createResponseSerializerCompiler } from './platform/response-serializer.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createDiskStorage } from './platform/storage.ts';
import { createPostgresLocker } from './platform/upload-locks.ts';
import { PHONE_BASE, registerWebApps, WEB_BASE } from './platform/web-app.ts';

export interface App {
  server: FastifyInstance;
  db: Db;
  dialect: DialectName;
  /** Push notifications: tests wait for the sending to finish and run the reminder check themselves. */
  push: { idle(): Promise<void>; checkReminders(): Promise<void> };
  /** Routines: tests make the coming days' tasks themselves (answers how many were made). */
  routines: { generateAll(): Promise<number> };
}

/**
 * One log line per request, when it is answered, with what the two default lines held (method, address,
 * status, time): a profile of a small read under load put a tenth of its time in writing the log.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** 1 MB is ample for any JSON body; files go through the upload routes. */
const BODY_LIMIT = 1024 * 1024;
/**
 * A connection silent this long in both directions is closed: a stalled upload, a client that sent
 * headers and went away. A live stream writes a keep-alive well within it, and a slow upload that
 * keeps sending is never silent.
 */
const IDLE_TIMEOUT_MS = 60_000;
/** The most log output waiting for a slow standard output. */
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;
/** Time for a whole request to arrive: a 15 MB photo at 256 kbit/s still makes it. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

export async function buildApp(config: AppConfig): Promise<App> {
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db, dialect, config.databaseSchema);
  await storeOffsetSpans(db, config.timezone);

  const server = Fastify({
    // Standard output written as it drains rather than once per line: under load many lines go in one write
    // (one per request cost 7 % of a 304's time). Pino still writes what is left when the process exits.
    // Lines that stdout cannot take beyond LOG_BUFFER_BYTES are dropped rather than kept without end.
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: config.logStream ?? pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES }) },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    // Only behind a proxy: otherwise any client could name its own address and dodge the login limit.
    trustProxy: trustedProxies(config.trustProxy),
    // Event streams and kept-alive connections must not hold a shutdown up.
    forceCloseConnections: true,
    connectionTimeout: config.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    requestTimeout: config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    // An address Fastify cannot route (broken %-escapes, a path segment too long) gets our error shape too.
    frameworkErrors: (error, _request, reply) => {
      // Fastify types this reply for the routes' schemas; it is a plain one here.
      void (reply as FastifyReply).status(error.statusCode ?? 400).send(errorBody('validation_failed', 'Invalid address', { url: error.code ?? 'invalid' }));
    },
    // Requests Node itself refuses (broken HTTP, headers too large) get the JSON error shape too.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify(errorBody('validation_failed', 'Malformed request', { request: 'malformed' }));
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(createResponseSerializerCompiler({ compareWithZod: config.checkResponses ?? false }));
  registerErrorHandler(server);
  acceptEmptyJsonBodies(server);
  server.addHook('onClose', async () => db.destroy());

  // The security headers, built once (@fastify/helmet built Helmet anew, parsing the CSP, on every request).
  const securityHeaders = helmet({
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
  server.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // gzip only: brotli at its default level costs more CPU than it saves on a LAN.
  // Answers up to 64 KiB (a Zadaci list is about 32) compressed in one call: through a zlib stream each cost
  // more in setting up than in compressing, on a host of two cores (a profile of the list: 1,076 → 988 µs).
  await server.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024, syncThreshold: 65536 });
  const requestLimits = createRequestLimits(db);
  await server.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so several instances count together.
    store: requestLimits.rateLimitStore,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  await server.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plan dan API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const liveEvents = createLiveEvents({ keepAliveMs: Math.min(25_000, (config.idleTimeoutMs ?? IDLE_TIMEOUT_MS) / 2) });
  // Open event streams would keep close() waiting for ever.
  server.addHook('preClose', async () => liveEvents.closeAll());
  if (config.databaseUrl) {
    const fanOut = await startPostgresFanOut({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      deliver: liveEvents.deliver,
      reconnected: liveEvents.reconnected,
      log: server.log,
    });
    liveEvents.useFanOut(fanOut);
    server.addHook('onClose', async () => fanOut.close());
  }

  // Requests are checked against sessions only once the server runs, so `sessions` exists by then.
  const signToken = await registerAuth(server, config.jwtSecret, (principal) => sessions.isOpen(principal));
  const sessions = createSessionsService(createSessionsRepository(db), signToken, liveEvents);

  const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
  server.addHook('onClose', async () => storage.close());
  const links = createSignedLinks(config.jwtSecret);
  const vapid = config.vapid ?? readOrCreateVapidKeys(config.dataDir);
  const pushRepository = createPushRepository(db);
  const pushSender = createPushSender({
    vapid,
    agent: config.pushAgent,
    retryDelaysMs: config.pushRetryDelaysMs,
    removeGone: pushRepository.deleteSubscriptionById,
    log: server.log,
  });
  const pushService = createPushService(pushRepository, {
    sender: pushSender,
    publicKey: vapid.publicKey,
    timeZone: config.timezone,
    log: server.log,
  });
  const managersService = createManagersService(createManagersRepository(db), sessions);
  const employeesRepository = createEmployeesRepository(db);
  const helpersRepository = createHelpersRepository(db);
  // Who reaches an employee (the employee, the owner, the owner's helpers), for every module's checks.
  const access = createAccess(helpersRepository.isHelper);
  const helpersService = createHelpersService(helpersRepository, { employeeOwnership: employeesRepository.ownership, access, events: liveEvents });
  const materialsRepository = createMaterialsRepository(db);
  const tasksRepository = createTasksRepository(db);
  const routinesService = createRoutinesService(createRoutinesRepository(db), {
    tasks: tasksRepository,
    employeeOwnership: employeesRepository.ownership,
    access,
    events: liveEvents,
    deleteFiles: async (keys) => {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },
    linkPicture: stepPictureLink(links),
    timeZone: config.timezone,
    notices: pushService.notify,
  });
  const tasksService = createTasksService(
    tasksRepository,
    employeesRepository.ownership,
    access,
    storage,
    links,
    liveEvents,
    routinesService,
    pushService.notify,
    materialsRepository.find,
  );
  const chatService = createChatService(createChatRepository(db, dialect), employeesRepository.ownership, access, liveEvents, pushService.notify);
  await chatService.start();
  const phoneAppService = createPhoneAppService(createPhoneAppRepository(db), {
    findEmployee: employeesRepository.findById,
    employeeOwnership: employeesRepository.ownership,
    access,
    startSession: sessions.start,
    endSessions: (user) => sessions.endAll(user),
    publicUrl: config.publicUrl,
  });
  const calendarFeedService = createCalendarFeedService(createCalendarFeedRepository(db), {
    employeeOwnership: employeesRepository.ownership,
    access,
    publicUrl: config.publicUrl,
    timeZone: config.timezone,
  });
  const employeesService = createEmployeesService(employeesRepository, {
    endSessions: (user) => sessions.endAll(user),
    setups: [phoneAppService.createDefaults],
    access,
    removals: [
      helpersService.removeAllOfEmployee,
      tasksService.removeAllOfEmployee,
      phoneAppService.removeOf,
      calendarFeedService.removeOf,
      chatService.removeAllOfEmployee,
      (trx, employeeId) => sessions.endAllInTransaction(trx, { role: 'employee', id: employeeId }),
    ],
  });

  server.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  server.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  await server.register(sessionsRoutes, { service: sessions });
  await server.register(managersRoutes, {
    service: managersService,
    limits: requestLimits,
    loginRateLimitMax: config.loginRateLimitMax,
    timeZone: config.timezone,
  });
  await server.register(employeesRoutes, { service: employeesService, timeZone: config.timezone });
  await server.register(helpersRoutes, { service: helpersService });
  await server.register(tasksRoutes, { service: tasksService, events: liveEvents, idempotency: createIdempotency(db) });
  await server.register(routinesRoutes, { service: routinesService });
  const materialUploads = storage.uploadStore({ expirationMs: UNFINISHED_UPLOAD_LIFETIME_MS });
  // On PostgreSQL several instances may serve one upload's requests: its lock is PostgreSQL's.
  // One process on SQLite keeps tus's lock in memory.
  const uploadLocks = config.databaseUrl
    ? await createPostgresLocker({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, log: server.log })
    : undefined;
  if (uploadLocks) server.addHook('onClose', async () => uploadLocks.close());
  const materialsService = createMaterialsService(materialsRepository, {
    storage,
    uploads: materialUploads,
    links,
    employeeOwnership: employeesRepository.ownership,
    notices: pushService.notify,
  });
  await server.register(materialsRoutes, { service: materialsService });
  await server.register(materialUploadsRoutes, {
    service: materialsService,
    uploads: materialUploads,
    locker: uploadLocks,
    maxBytes: config.materialMaxBytes ?? DEFAULT_MAX_MATERIAL_BYTES,
  });
  await server.register(statisticsRoutes, {
    service: createStatisticsService(createStatisticsRepository(db), employeesRepository.ownership, access, config.timezone),
  });
  await server.register(chatRoutes, {
    service: chatService,
    events: liveEvents,
    sendLimitMax: config.chatSendLimitMax ?? DEFAULT_CHAT_SEND_LIMIT,
  });
  await server.register(pushRoutes, { service: pushService });
  await server.register(phoneAppRoutes, { service: phoneAppService, limits: requestLimits, loginRateLimitMax: config.loginRateLimitMax });
  await server.register(filesRoutes, { storage, links });
  await server.register(calendarFeedRoutes, { service: calendarFeedService });
  await registerWebApps(
    server,
    [
      { base: WEB_BASE, distDir: config.webDistDir, prerendered: { login: 'login.html' } },
      { base: PHONE_BASE, distDir: config.employeeDistDir },
    ],
    { timeZone: config.timezone },
  );

  // Deadline reminders come from the database, so a restart loses none: looked for at start and every 30 s.
  const checkReminders = () => pushSender.run(pushService.checkReminders);
  const reminderTimer = setInterval(checkReminders, REMINDER_CHECK_INTERVAL_MS).unref();
  // A new day's routine tasks: made at start and looked for every 10 minutes (and by every screen's read).
  let routineRun: Promise<unknown> = Promise.resolve();
  const generateRoutines = () => {
    routineRun = routinesService.generateAll().catch((error: unknown) => server.log.error({ err: error }, 'routine tasks not made'));
  };
  const routineTimer = setInterval(generateRoutines, ROUTINE_CHECK_INTERVAL_MS).unref();
  server.addHook('preClose', async () => {
    clearInterval(routineTimer);
    await routineRun;
    clearInterval(reminderTimer);
    await pushSender.close();
  });

  await server.ready();
  checkReminders();
  generateRoutines();
  return {
    server,
    db,
    dialect,
    push: { idle: pushSender.idle, checkReminders: pushService.checkReminders },
    routines: { generateAll: routinesService.generateAll },
  };
}

/**
 * An empty body with a JSON content type reads as no body: the original web client sends one on
 * DELETE. A route that needs a body still refuses it (400 naming the body); broken JSON stays a 400.
 */
function acceptEmptyJsonBodies(server: FastifyInstance) {
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a client that writes X-Forwarded-For
 * itself); with N proxies in front, the N nearest addresses are the proxies and the next is the client.
 */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}
