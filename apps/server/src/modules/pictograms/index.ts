import type { FastifyInstance } from 'fastify';
import { theCatalogue } from './catalogue.ts';
import { pictogramsRoutes } from './pictograms.routes.ts';

/**
 * The pictogram library (issue 33): Fluent Emoji (MIT) symbols found by Croatian/Bosnian words (Unicode
 * CLDR's `hr` annotations and our own synonyms), searched and drawn by the server. Steps and tasks keep
 * a symbol by name (the tasks room sets them; app.ts hands it `exists`). app.ts knows only this file.
 */
export function createPictogramsFeature() {
  return {
    /** True when the library has a symbol of this name (a step or task may be given it). */
    exists(name: string): boolean {
      return theCatalogue().symbols.has(name);
    },
    async routes(server: FastifyInstance) {
      await server.register(pictogramsRoutes);
    },
  };
}
