import {
  employeeIdParamsSchema,
  errorResponseSchema,
  independenceQuerySchema,
  independenceSchema,
  masteryCriterionSchema,
  masteryRequestSchema,
  periodQuerySchema,
  progressReportSchema,
  supportRecordListSchema,
  supportRoutes,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth.ts';
import type { SupportFeatureDeps } from '../index.ts';
import { createFiguresRepository } from './figures.repository.ts';
import { createFiguresService } from './figures.service.ts';
import { createRecordsRepository } from './records.repository.ts';
import { createReportRepository } from './report.repository.ts';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const params = employeeIdParamsSchema;

/**
 * Independence over time, the mastery criterion, the progress report and the raw records: a
 * professional's record, so managers only (the employee's token gets 403), and of them the employee's
 * owner and helpers (anyone else 404).
 */
export async function figuresRoutes(fastify: FastifyInstance, { deps }: { deps: SupportFeatureDeps }) {
  const service = createFiguresService(
    createFiguresRepository(deps.db),
    createReportRepository(deps.db, deps.finishedTasks, deps.timeZone),
    createRecordsRepository(deps.db),
    deps.employeeOwnership,
    deps.access,
    deps.timeZone,
    deps.recordAccess,
  );
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireManager);

  app.get(
    supportRoutes.independence,
    {
      schema: {
        tags,
        security,
        summary:
          "A task name's runs with their share of independent steps, its steps' latest levels, and mastery (?name=). Answers carry an ETag; " +
          "If-None-Match with it answers 304 while nothing of the employee's tasks, support records and criteria changed.",
        params,
        querystring: independenceQuerySchema,
        response: { 200: independenceSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      return deps.sendFigures(request, reply, { principal: principalOf(request), employeeId, ...service.independenceOf(employeeId, request.query.name) });
    },
  );

  app.put(
    supportRoutes.mastery,
    {
      schema: {
        tags,
        security,
        summary: "Sets a task name's mastery criterion: runs in a row with every step independent (2 to 20)",
        params,
        body: masteryRequestSchema,
        response: { 200: masteryCriterionSchema, ...errors },
      },
    },
    async (request) => service.setMastery(principalOf(request), request.params.employeeId, request.body.name, request.body.runs),
  );

  app.get(
    supportRoutes.report,
    {
      schema: {
        tags,
        security,
        summary: "'Izvještaj o napretku' for a period of due dates (?from=&to=, both included, in APP_TIMEZONE)",
        params,
        querystring: periodQuerySchema,
        response: { 200: progressReportSchema, ...errors },
      },
    },
    async (request) => service.report(principalOf(request), request.params.employeeId, request.query.from, request.query.to),
  );

  app.get(
    supportRoutes.records,
    {
      schema: {
        tags,
        security,
        summary: "Every support record of the period's runs, also the replaced ones, oldest first (the CSV)",
        params,
        querystring: periodQuerySchema,
        response: { 200: supportRecordListSchema, ...errors },
      },
    },
    async (request) => service.records(principalOf(request), request.params.employeeId, request.query.from, request.query.to),
  );
}
