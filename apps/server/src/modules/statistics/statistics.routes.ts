import {
  deadlineStatsSchema,
  employeeIdParamsSchema,
  errorResponseSchema,
  finishedTaskListSchema,
  statisticRoutes,
  statisticsSchema,
  taskStatisticsQuerySchema,
  taskStatisticsSchema,
  tasksOverTimeSchema,
  taskSummarySchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.ts';
import type { SendFigures } from '../../platform/kept-figures.ts';
import type { StatisticsService } from './statistics.service.ts';

const tags = ['statistics'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const params = employeeIdParamsSchema;

/** The employee's finished tasks in figures, for their manager and for the employee themself. */
export async function statisticsRoutes(fastify: FastifyInstance, { service, sendFigures }: { service: StatisticsService; sendFigures: SendFigures }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get(
    statisticRoutes.overview,
    {
      schema: {
        tags,
        security,
        summary:
          'Everything the Statistika tab shows, in one request (days and deadlines in APP_TIMEZONE). Answers carry an ETag; ' +
          "If-None-Match with it answers 304 while nothing of the employee's tasks changed and the month is the same.",
        params,
        response: { 200: statisticsSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      return sendFigures(request, reply, { principal: principalOf(request), employeeId, ...service.overviewOf(employeeId) });
    },
  );

  app.get(
    statisticRoutes.task,
    {
      schema: {
        tags,
        security,
        summary: "One task name's finished runs by date and the median time of each step (?name=); with an ETag, as the overview",
        params,
        querystring: taskStatisticsQuerySchema,
        response: { 200: taskStatisticsSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      return sendFigures(request, reply, { principal: principalOf(request), employeeId, ...service.taskOf(employeeId, request.query.name) });
    },
  );

  app.get(
    statisticRoutes.finished,
    {
      schema: { tags, security, summary: 'Every finished task, oldest first (the CSV download)', params, response: { 200: finishedTaskListSchema, ...errors } },
    },
    async (request) => service.finished(principalOf(request), request.params.employeeId),
  );

  app.get(
    statisticRoutes.tasksOverTime,
    {
      schema: {
        tags,
        security,
        summary: 'Tasks finished on each day of the current month, { "YYYY-MM-DD": count }',
        params,
        response: { 200: tasksOverTimeSchema, ...errors },
      },
    },
    async (request) => service.tasksOverTime(principalOf(request), request.params.employeeId),
  );

  app.get(
    statisticRoutes.deadlineStats,
    {
      schema: { tags, security, summary: '[finished by the due date and time, finished after it]', params, response: { 200: deadlineStatsSchema, ...errors } },
    },
    async (request) => service.deadlineStats(principalOf(request), request.params.employeeId),
  );

  app.get(
    statisticRoutes.taskSummary,
    {
      schema: {
        tags,
        security,
        summary: 'Per task name, the seconds from start to end of each finished run, by date',
        params,
        response: { 200: taskSummarySchema, ...errors },
      },
    },
    async (request) => service.taskSummary(principalOf(request), request.params.employeeId),
  );
}
