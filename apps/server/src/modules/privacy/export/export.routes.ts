import { errorResponseSchema, idParamsSchema, todayIn } from '@plan-dan/contract';
import { privacyRoutes } from '@plan-dan/contract/privacy-constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RecordAccess } from '../../../platform/access-record.ts';
import { principalOf } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/errors.ts';
import type { PrivacyFeatureDeps } from '../index.ts';
import { exportZip } from './export-zip.ts';
import { createExportRepository } from './export.repository.ts';
import { readmeText } from './readme-text.ts';

const ASCII_OF: Record<string, string> = { č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z', Č: 'C', Ć: 'C', Đ: 'Dj', Š: 'S', Ž: 'Z' };

/** A name as it may stand in a plain file name: our letters spelled in ASCII, spaces as '-', nothing else odd. */
export function asciiSlug(text: string): string {
  return text
    .replace(/[čćđšžČĆĐŠŽ]/g, (letter) => ASCII_OF[letter]!)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** `attachment` with a plain ASCII name every browser reads and the real name in UTF-8 beside it. */
function attachment(name: string, surname: string, date: string): string {
  const plain = `plan-dan-${asciiSlug(name) || 'osoba'}-${asciiSlug(surname) || 'osoba'}-${date}.zip`;
  const real = `plan-dan-${name.trim().replace(/\s+/g, '-')}-${surname.trim().replace(/\s+/g, '-')}-${date}.zip`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(real)}`;
}

/**
 * GET /api/v1/child/:id/export (issue 35): all of the employee's data as one ZIP, streamed (see export-zip.ts).
 * The owner only: a helper 403, anyone else 404. Everything that can refuse (access, a missing employee) is
 * decided before the first byte, so those are ordinary JSON errors; the export is recorded once it starts.
 */
export async function exportRoutes(fastify: FastifyInstance, { deps, recordAccess }: { deps: PrivacyFeatureDeps; recordAccess: RecordAccess }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = createExportRepository(deps.db, deps.finishedTasks, deps.timeZone);

  app.get(
    privacyRoutes.export,
    {
      onRequest: app.requireManager,
      schema: {
        tags: ['privacy'],
        security: [{ bearerAuth: [] }],
        summary:
          "All of the employee's data as one ZIP (application/zip, streamed): PROCITAJ.txt, profil.json, zadaci.json, poruke.json, " +
          'statistika.json, podrska.json (when there are records), povijest-pristupa.json, datoteke.json and the files under ' +
          'fotografije/, slike/, glasovi/. The owner only: a helper 403, anyone else 404',
        params: idParamsSchema,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // The typed reply knows only the JSON answers; this one is a ZIP.
      const reply = typedReply as FastifyReply;
      const principal = principalOf(request);
      const ownership = await deps.access.ensureOwner(principal, await deps.employeeOwnership(request.params.id), 'employee');
      const profile = await repository.profile(ownership.employeeId);
      if (!profile) throw notFound('employee');
      const madeAt = now();
      reply
        .type('application/zip')
        .header('Content-Disposition', attachment(profile.name, profile.surname, todayIn(deps.timeZone, madeAt)))
        .header('Cache-Control', 'no-store');
      // A HEAD answers the headers only: nothing is exported, so nothing is recorded.
      if (request.method === 'HEAD') return reply.send();
      const withSupport = await repository.hasSupport(ownership.employeeId);
      const statistics = await repository.statistics(ownership.employeeId);
      try {
        await recordAccess({ by: principal, ownership, action: 'data.exported' });
      } catch (error) {
        request.log.warn({ err: error }, 'export not recorded in the access history');
      }
      const fullName = `${profile.name} ${profile.surname}`;
      return reply.send(
        exportZip({
          repository,
          storage: deps.storage,
          employeeId: ownership.employeeId,
          madeAt,
          readme: readmeText({ fullName, madeAt, timeZone: deps.timeZone, withSupport }),
          profile,
          statistics,
          withSupport,
        }),
      );
    },
  );
}
