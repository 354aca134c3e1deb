import {
  employeeListSchema,
  employeeRoutes,
  employeeSchema,
  createEmployeeRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  managerIdParamsSchema,
  recordConsentRequestSchema,
  setEmailLoginRequestSchema,
  setEmployeePasswordRequestSchema,
  updateEmployeeRequestSchema,
} from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.ts';
import { dateOfBirthIn } from '../../platform/clock.ts';
import type { EmployeesService } from './employees.service.ts';

const tags = ['employees'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const noContent = { 204: z.null(), ...errors };

export async function employeesRoutes(fastify: FastifyInstance, { service, timeZone }: { service: EmployeesService; timeZone: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bornBy = dateOfBirthIn(timeZone);
  app.addHook('onRequest', app.requireManager);

  app.get(
    employeeRoutes.listOfManager,
    {
      schema: {
        tags,
        security,
        summary: "The manager's employees, oldest first",
        params: managerIdParamsSchema,
        response: { 200: employeeListSchema, ...errors },
      },
    },
    async (request) => service.listOfManager(principalOf(request), request.params.managerId),
  );

  app.get(
    employeeRoutes.get,
    {
      schema: { tags, security, summary: 'One employee', params: idParamsSchema, response: { 200: employeeSchema, ...errors } },
    },
    async (request) => service.get(principalOf(request), request.params.id),
  );

  app.post(
    employeeRoutes.create,
    {
      schema: {
        tags,
        security,
        summary: 'Add an employee (with default phone-app settings and a one-time QR login code)',
        body: createEmployeeRequestSchema.extend({ dateOfBirth: bornBy }),
        response: { 201: employeeSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.body)),
  );

  app.put(
    employeeRoutes.update,
    {
      schema: {
        tags,
        security,
        summary: "Update an employee's profile",
        params: idParamsSchema,
        body: updateEmployeeRequestSchema.extend({ dateOfBirth: bornBy }),
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => service.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    employeeRoutes.remove,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an employee with everything that belongs to them',
        params: idParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    employeeRoutes.setPassword,
    {
      schema: {
        tags,
        security,
        summary: "Set a new password for the employee's e-mail login; the employee's sessions end",
        params: idParamsSchema,
        body: setEmployeePasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.setPassword(principalOf(request), request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.put(
    employeeRoutes.setEmailLogin,
    {
      schema: {
        tags,
        security,
        summary: "Allow or block the employee's e-mail login (the QR code always works); blocking ends the employee's sessions",
        params: idParamsSchema,
        body: setEmailLoginRequestSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => service.setEmailLoginAllowed(principalOf(request), request.params.id, request.body.allowed),
  );

  app.put(
    employeeRoutes.recordConsent,
    {
      schema: {
        tags,
        security,
        summary: "Record that the owner has consent to keep the person's data (the first date stands); the owner only",
        params: idParamsSchema,
        body: recordConsentRequestSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => service.recordConsent(principalOf(request), request.params.id, request.log),
  );
}
