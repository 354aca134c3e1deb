import type { FastifyInstance } from 'fastify';
import type { PrivacyFeatureDeps } from '../index.ts';
import type { AccessLogRepository } from './access-log.repository.ts';

/** GET /api/v1/child/:id/access-log (issue 35). TO BE BUILT: see /work/brief-35.md. */
export async function accessLogRoutes(_server: FastifyInstance, _options: { deps: PrivacyFeatureDeps; accessLog: AccessLogRepository }) {}
