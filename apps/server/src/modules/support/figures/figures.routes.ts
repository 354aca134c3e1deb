import type { FastifyInstance } from 'fastify';
import type { SupportFeatureDeps } from '../index.ts';

// Issue 32, in progress: the routes come with the figures slice.
export async function figuresRoutes(_fastify: FastifyInstance, _options: { deps: SupportFeatureDeps }) {}
