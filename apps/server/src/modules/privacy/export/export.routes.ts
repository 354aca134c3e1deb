import type { FastifyInstance } from 'fastify';
import type { RecordAccess } from '../../../platform/access-record.ts';
import type { PrivacyFeatureDeps } from '../index.ts';

/** GET /api/v1/child/:id/export (issue 35). TO BE BUILT: see /work/brief-35.md. */
export async function exportRoutes(_server: FastifyInstance, _options: { deps: PrivacyFeatureDeps; recordAccess: RecordAccess }) {}
