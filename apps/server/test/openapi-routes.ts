import type { App } from '../src/app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'HEAD' | 'DELETE';

/** A documented route, as the OpenAPI document describes it: the list new routes join by themselves. */
export interface DocumentedRoute {
  method: Method;
  /** OpenAPI form, e.g. /api/v1/child/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's documented fields, or undefined when the route takes no JSON body. */
  bodyFields: string[] | undefined;
  needsToken: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export async function documentedRoutes(app: App): Promise<DocumentedRoute[]> {
  const response = await app.server.inject('/api/docs/json');
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content['application/json'];
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : undefined,
        needsToken: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return routes;
}

/** The route's key in the tables of the tests, e.g. "PUT /api/v1/child/{id}". */
export const routeKey = (route: Pick<DocumentedRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Fills the path's {params} (already URL-encoded values). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '');
}
