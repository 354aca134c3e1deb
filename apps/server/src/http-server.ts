import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pino from 'pino';
import type { AppConfig } from './config.ts';
import { errorBody, registerErrorHandler } from './platform/errors.ts';
import { createResponseSerializerCompiler } from './platform/response-serializer.ts';

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
export const idleTimeoutOf = (config: AppConfig) => config.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
/** The most log output waiting for a slow standard output. */
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;
/** Time for a whole request to arrive: a 15 MB photo at 256 kbit/s still makes it. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * The HTTP server every feature is added to: its log, limits and time-outs, the error shape for whatever
 * goes wrong (also before a route is found), the compiled validators and serializers, the security
 * headers, compression and the OpenAPI documentation. No route of a feature, no database.
 */
export async function createHttpServer(config: AppConfig): Promise<FastifyInstance> {
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
    connectionTimeout: idleTimeoutOf(config),
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
  await server.register(fastifySwagger, {
    openapi: {
      info: { title: 'Plan dan API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  return server;
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
