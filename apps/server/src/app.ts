import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, DEFAULT_CHAT_SEND_LIMIT, DEFAULT_MAX_MATERIAL_BYTES, DEFAULT_NOT_STARTED_MARGIN_MINUTES } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import { readOrCreateVapidKeys, type AppConfig } from './config.ts';
import { createHttpServer, idleTimeoutOf } from './http-server.ts';
import { createDatabase, pingDatabase, type Db, type DialectName } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createBoardRepository } from './modules/board/board.repository.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { createBoardService } from './modules/board/board.service.ts';
import { createCalendarFeedRepository } from './modules/calendar-feed/calendar-feed.repository.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.ts';
import { createCalendarFeedService } from './modules/calendar-feed/calendar-feed.service.ts';
import { chatFigures, createChatRepository } from './modules/chat/chat.repository.ts';
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
import { createTasksFeature, stepsWaitingForReview } from './modules/tasks/index.ts';
import { materialUploadsRoutes, UNFINISHED_UPLOAD_LIFETIME_MS } from './modules/materials/material-uploads.routes.ts';
import { createMaterialsRepository } from './modules/materials/materials.repository.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { createMaterialsService } from './modules/materials/materials.service.ts';
import { createManagersRepository, type ManagersRepository } from './modules/managers/managers.repository.ts';
import { managersRoutes } from './modules/managers/managers.routes.ts';
import { createManagersService } from './modules/managers/managers.service.ts';
import { createPushRepository } from './modules/push/push.repository.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createPushService, REMINDER_CHECK_INTERVAL_MS } from './modules/push/push.service.ts';
import { createSessionsRepository } from './modules/sessions/sessions.repository.ts';
import { createKeptFigures } from './platform/kept-figures.ts';
import { createStatisticsRepository, statisticsRules } from './modules/statistics/statistics.repository.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { createStatisticsService } from './modules/statistics/statistics.service.ts';
import { createPasswordResetFeature } from './modules/password-reset/index.ts';
import { createPictogramsFeature } from './modules/pictograms/index.ts';
import { createPrivacyFeature } from './modules/privacy/index.ts';
import { createSupportFeature, currentSupportLookup } from './modules/support/index.ts';
import { createTwoFactorFeature } from './modules/two-factor/index.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { createSessionsService, type SessionsService } from './modules/sessions/sessions.service.ts';
import { createAccess, registerAuth } from './platform/auth.ts';
import { createSessionCheck } from './platform/open-session.ts';
import { createReachLookups } from './platform/reach.ts';
import { tooManyRequests } from './platform/errors.ts';
import { createLiveEvents, employeeOfTasksTopic, type LiveEvents } from './platform/live-events.ts';
import { createRequestLimits, type RequestLimits } from './platform/request-limits.ts';
import { createMailer, defaultMailFrom } from './platform/mail.ts';
import { createIdempotency } from './platform/idempotency.ts';
import { storeOffsetSpans } from './platform/time-zone-offsets.ts';
import { startPostgresFanOut } from './platform/postgres-fan-out.ts';
import { createSignedLinks } from './platform/signed-links.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createDiskStorage } from './platform/storage.ts';
import { createPostgresLocker } from './platform/upload-locks.ts';
import { PHONE_BASE, registerWebApps, WEB_BASE } from './platform/web-app.ts';

export interface App {
  server: FastifyInstance;
  db: Db;
  dialect: DialectName;
  /** Push notifications: tests wait for the sending to finish and run the reminder and not-started checks themselves. */
  push: { idle(): Promise<void>; checkReminders(): Promise<void>; checkNotStarted(): Promise<void> };
  /** Routines: tests make the coming days' tasks themselves (answers how many were made). */
  routines: { generateAll(): Promise<number> };
}

export async function buildApp(config: AppConfig): Promise<App> {
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db, dialect, config.databaseSchema);
  await storeOffsetSpans(db, config.timezone);

  const server = await createHttpServer(config);
  server.addHook('onClose', async () => db.destroy());
  const requestLimits = createRequestLimits(db);
  await server.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so several instances count together.
    store: requestLimits.rateLimitStore,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });

  const liveEvents = await startLiveEvents(server, config);

  const signToken = await registerAuth(server, config.jwtSecret, createSessionCheck(db));
  const sessions = createSessionsService(createSessionsRepository(db), signToken, liveEvents);

  const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
  server.addHook('onClose', async () => storage.close());
  const links = createSignedLinks(config.jwtSecret);
  const { pushService, pushSender } = createPush(server, db, config);
  const managersRepository = createManagersRepository(db);
  const { twoFactor, passwordReset } = createAccountSecurity(server, config, { db, limits: requestLimits, managers: managersRepository, sessions });
  const managersService = createManagersService(managersRepository, sessions, twoFactor.loginStep);
  const employeesRepository = createEmployeesRepository(db);
  const helpersRepository = createHelpersRepository(db);
  // Who reaches an employee (the employee, the owner, the owner's helpers), for every module's checks.
  const reach = createReachLookups(db);
  const access = createAccess(reach.isHelper);
  const privacy = createPrivacyFeature({
    db,
    storage,
    links,
    employeeOwnership: reach.employeeOwnership,
    access,
    timeZone: config.timezone,
    accessLogRetentionDays: config.accessLogRetentionDays ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS,
    finishedTasks: statisticsRules.finished,
  });
  const helpersService = createHelpersService(helpersRepository, { employeeOwnership: reach.employeeOwnership, access, events: liveEvents });
  const materialsRepository = createMaterialsRepository(db);
  const chatService = createChatService(createChatRepository(db, dialect), reach.employeeOwnership, access, liveEvents, pushService.notify);
  await chatService.start();
  const pictograms = createPictogramsFeature();
  const tasks = createTasksFeature({
    db,
    storage,
    links,
    events: withTasksOnChat(liveEvents, chatService.tasksChanged),
    idempotency: createIdempotency(db),
    employeeOwnership: reach.employeeOwnership,
    access,
    notices: pushService.notify,
    materialFile: materialsRepository.find,
    supportOf: currentSupportLookup(db),
    pictogramExists: pictograms.exists,
    timeZone: config.timezone,
  });
  const phoneAppService = createPhoneAppService(createPhoneAppRepository(db), {
    findEmployee: employeesRepository.findById,
    employeeOwnership: reach.employeeOwnership,
    access,
    startSession: sessions.start,
    endSessions: (user) => sessions.endAll(user),
    publicUrl: config.publicUrl,
    events: liveEvents,
  });
  const calendarFeedService = createCalendarFeedService(createCalendarFeedRepository(db), {
    employeeOwnership: reach.employeeOwnership,
    access,
    publicUrl: config.publicUrl,
    timeZone: config.timezone,
  });
  const employeesService = createEmployeesService(employeesRepository, {
    endSessions: (user) => sessions.endAll(user),
    setups: [phoneAppService.createDefaults],
    access,
    reach,
    recordAccess: privacy.recordAccess,
    removals: [
      pushService.removeAllOfEmployee,
      helpersService.removeAllOfEmployee,
      tasks.removeAllOfEmployee,
      phoneAppService.removeOf,
      calendarFeedService.removeOf,
      chatService.removeAllOfEmployee,
      privacy.removeAllOfEmployee,
      (trx, employeeId) => sessions.endAllInTransaction(trx, { role: 'employee', id: employeeId }),
    ],
  });

  registerProbes(server, db);
  await server.register(sessionsRoutes, { service: sessions });
  await server.register(managersRoutes, {
    service: managersService,
    limits: requestLimits,
    loginRateLimitMax: config.loginRateLimitMax,
    timeZone: config.timezone,
  });
  await server.register(passwordReset.routes);
  await server.register(twoFactor.routes);
  await server.register(employeesRoutes, { service: employeesService, timeZone: config.timezone });
  await server.register(helpersRoutes, { service: helpersService });
  await server.register(tasks.routes);
  await server.register(pictograms.routes);
  await server.register(privacy.routes);
  await registerMaterials(server, config, { repository: materialsRepository, storage, links, employeeOwnership: reach.employeeOwnership, notices: pushService.notify });
  const sendFigures = createKeptFigures(db, access);
  const statisticsService = createStatisticsService(createStatisticsRepository(db), reach.employeeOwnership, access, config.timezone);
  await server.register(statisticsRoutes, { service: statisticsService, sendFigures });
  const support = { events: liveEvents, employeeOwnership: reach.employeeOwnership, finishedTasks: statisticsRules.finished, sendFigures };
  await server.register(createSupportFeature({ db, access, timeZone: config.timezone, ...support }).routes);
  await server.register(chatRoutes, {
    service: chatService,
    events: liveEvents,
    sendLimitMax: config.chatSendLimitMax ?? DEFAULT_CHAT_SEND_LIMIT,
  });
  const boardRules = { stepsWaitingForReview, ...chatFigures };
  const boardService = createBoardService(createBoardRepository(db, boardRules), config.timezone, notStartedMarginOf(config));
  await server.register(boardRoutes, { service: boardService });
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

  // Reminders and not-started notices come from the database, so a restart loses none: at start and every 30 s.
  const checkReminders = pushService.checkTimedNotices;
  const reminderTimer = setInterval(checkReminders, REMINDER_CHECK_INTERVAL_MS).unref();
  const checkRoutines = tasks.routineChecks(server);
  server.addHook('preClose', async () => {
    clearInterval(reminderTimer);
    await pushSender.close();
  });

  await server.ready();
  checkReminders();
  checkRoutines();
  return {
    server,
    db,
    dialect,
    push: { idle: pushSender.idle, checkReminders: pushService.checkReminders, checkNotStarted: pushService.checkNotStarted },
    routines: { generateAll: tasks.generateRoutines },
  };
}

/** Getting in safely (issue 34): two-step login, and a forgotten password's e-mailed link. */
function createAccountSecurity(
  server: FastifyInstance,
  config: AppConfig,
  { db, limits, managers, sessions }: { db: Db; limits: RequestLimits; managers: ManagersRepository; sessions: SessionsService },
) {
  const passwordHashOf = async (managerId: number) => (await managers.findById(managerId))?.passwordHash;
  const shared = { db, limits, loginRateLimitMax: config.loginRateLimitMax, passwordHashOf };
  const twoFactor = createTwoFactorFeature({
    ...shared,
    accountNameOf: async (managerId) => (await managers.findById(managerId))?.email,
    endSessions: (user, except) => sessions.endAll(user, except),
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? defaultMailFrom(config.publicUrl), log: server.log });
  server.addHook('onClose', async () => mailer.close());
  const passwordReset = createPasswordResetFeature({
    ...shared,
    mailer,
    publicUrl: config.publicUrl,
    findManager: managers.findByUsernameOrEmail,
    setPasswordHash: managers.setPasswordHash,
    endSessions: (user) => sessions.endAll(user),
  });
  return { twoFactor, passwordReset };
}

/** The instruction materials: their routes and their resumable uploads (tus), locked across instances. */
async function registerMaterials(
  server: FastifyInstance,
  config: AppConfig,
  deps: Omit<Parameters<typeof createMaterialsService>[1], 'uploads'> & { repository: ReturnType<typeof createMaterialsRepository> },
) {
  const { repository, ...rest } = deps;
  const uploads = rest.storage.uploadStore({ expirationMs: UNFINISHED_UPLOAD_LIFETIME_MS });
  const service = createMaterialsService(repository, { ...rest, uploads });
  await server.register(materialsRoutes, { service });
  await server.register(materialUploadsRoutes, {
    service,
    uploads,
    locker: await startUploadLocks(server, config),
    maxBytes: config.materialMaxBytes ?? DEFAULT_MAX_MATERIAL_BYTES,
  });
}

/** Live events for the screens, passed between instances by PostgreSQL when there are several. */
async function startLiveEvents(server: FastifyInstance, config: AppConfig) {
  const liveEvents = createLiveEvents({ keepAliveMs: Math.min(25_000, idleTimeoutOf(config) / 2) });
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
  return liveEvents;
}

/**
 * On PostgreSQL several instances may serve one upload's requests: its lock is PostgreSQL's. One process
 * on SQLite keeps tus's lock in memory (undefined here).
 */
async function startUploadLocks(server: FastifyInstance, config: AppConfig) {
  if (!config.databaseUrl) return undefined;
  const uploadLocks = await createPostgresLocker({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, log: server.log });
  server.addHook('onClose', async () => uploadLocks.close());
  return uploadLocks;
}

/**
 * The live events the tasks room publishes with, which also tell the chat when an employee's tasks
 * changed: the managers' chat streams then carry a 'tasks' event, so the board follows one stream for
 * all its employees (a session may hold only a few).
 */
function withTasksOnChat(events: LiveEvents, tasksChanged: (employeeId: number) => void): LiveEvents {
  return {
    ...events,
    publish(topic) {
      events.publish(topic);
      const employeeId = employeeOfTasksTopic(topic);
      if (employeeId !== undefined) tasksChanged(employeeId);
    },
  };
}

/** Liveness, and readiness with the database reachable (for a load balancer or an orchestrator). */
function registerProbes(server: FastifyInstance, db: Db) {
  server.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  server.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}

/** Web Push: the keys (from the configuration, else made once into DATA_DIR), who gets what, and the sender in the background. */
function createPush(server: FastifyInstance, db: Db, config: AppConfig) {
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
    notStartedMarginMinutes: notStartedMarginOf(config),
    log: server.log,
  });
  return { pushService, pushSender };
}

/** NOT_STARTED_MARGIN_MINUTES, for the push notice and the board alike. */
const notStartedMarginOf = (config: AppConfig) => config.notStartedMarginMinutes ?? DEFAULT_NOT_STARTED_MARGIN_MINUTES;
