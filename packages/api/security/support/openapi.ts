import type { App } from '../../src/app';

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface DocumentedRoute {
  /** `METHOD /path` as the document spells it, e.g. `GET /api/cars/{id}`. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  /** The path with its parameters filled in. */
  url: string;
  /** The names of the required query parameters. */
  requiredQuery: string[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Values for path parameters: an id that exists (the world's objects hold id 1) or a well-formed stand-in. */
const PARAM_VALUES: Record<string, string> = {
  id: '1',
  photoId: '1',
  blockId: '1',
  file: 'scratch.svg',
  sessionId: `tcs_${'0'.repeat(32)}`,
  responseType: 'success',
};

export async function fetchOpenApi(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json: ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

export function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (!operations[method]) continue;
      const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => {
        const value = PARAM_VALUES[name];
        if (value === undefined)
          throw new Error(`${path}: no test value for the path parameter "${name}" (add one to PARAM_VALUES)`);
        return encodeURIComponent(value);
      });
      const upper = method.toUpperCase() as DocumentedRoute['method'];
      const requiredQuery = (operations[method]?.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => p.name);
      routes.push({ key: `${upper} ${path}`, method: upper, path, url, requiredQuery });
    }
  }
  return routes.sort((x, y) => x.key.localeCompare(y.key));
}

/** Fastify's `:name` parameters in the document's `{name}` spelling. */
export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
