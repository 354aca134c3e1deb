import { idParamsSchema, MAX_PHOTO_BYTES, MAX_STEP_POSTER_BYTES, MAX_STEP_VIDEO_BYTES, stepPictureFromMaterialSchema, stepSchema, taskRoutes } from '@plan-dan/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth.ts';
import { payloadTooLarge } from '../../../platform/errors.ts';
import { deleteById, rawFileOf, security, tags, withTooLarge } from '../shared/route-parts.ts';
import type { StepPicturesService } from './step-pictures.service.ts';

const MIB = 1024 * 1024;

export async function stepPicturesRoutes(fastify: FastifyInstance, { service }: { service: StepPicturesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    taskRoutes.stepPicture,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "The manager's picture or short video for a step, shown above its text on the phone: the raw file as the body, " +
          `its type told by its first bytes (never by Content-Type): a JPEG, PNG or WebP picture of at most ${MAX_PHOTO_BYTES / MIB} MB, ` +
          `or an MP4 or WebM video of at most ${MAX_STEP_VIDEO_BYTES / MIB} MB (413 above; nothing is kept). It replaces any earlier ` +
          "picture or video, and the step's pictogram. 400 `file: unsupported_video` for another video (QuickTime, Ogg…), `file: not_an_image` for anything else. " +
          "Answers the step with its signed `picture` link (`kind` 'image' or 'video'); a video's preview comes with PUT …/picture/poster",
        params: idParamsSchema,
        response: { 200: stepSchema, ...withTooLarge },
      },
    },
    async (request) => {
      const { body, declaredLength } = rawFileOf(request);
      return service.setPicture(principalOf(request), request.params.id, body, declaredLength);
    },
  );

  app.put(
    taskRoutes.stepPicturePoster,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "A step video's first frame, taken by the manager's browser, as its preview: the raw JPEG, PNG or WebP as the body " +
          `(at most ${MAX_STEP_POSTER_BYTES / MIB} MB); it replaces an earlier one. 400 \`picture: not_a_video\` when the step's picture ` +
          'is not a video; 404 when the video was replaced or removed meanwhile. Answers the step (its `picture.previewURL` the new poster)',
        params: idParamsSchema,
        response: { 200: stepSchema, ...withTooLarge },
      },
    },
    async (request) => {
      const { body, declaredLength } = rawFileOf(request);
      if (declaredLength !== undefined && declaredLength > MAX_STEP_POSTER_BYTES) {
        body.resume();
        throw payloadTooLarge();
      }
      return service.setPicturePoster(principalOf(request), request.params.id, body);
    },
  );

  app.put(
    taskRoutes.stepPictureFromMaterial,
    {
      onRequest: app.requireManager,
      schema: {
        tags,
        security,
        summary:
          "One of the manager's instruction materials (a JPEG, PNG or WebP picture, at most the size of a step photo) " +
          "copied as the step's picture; replaces any earlier picture and the step's pictogram. Answers the step with its signed `picture` link",
        params: idParamsSchema,
        body: stepPictureFromMaterialSchema,
        response: { 200: stepSchema, ...withTooLarge },
      },
    },
    async (request) => service.setPictureFromMaterial(principalOf(request), request.params.id, request.body.materialId),
  );

  deleteById(app, taskRoutes.stepPicture, "Remove a step's picture or video (and its files)", service.removePicture);
}
