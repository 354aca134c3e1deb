import type { FastifyInstance } from 'fastify';
import type { SupportFeatureDeps } from '../index.ts';

// Issue 32, in progress: the routes come with the recording slice.
export async function recordingRoutes(_fastify: FastifyInstance, _options: { deps: SupportFeatureDeps }) {}
