import { API_KEY_PREFIX } from '@assay/shared/contracts/api-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';
import { forbidden, invalid, notFound, unauthenticated } from './app-error';
import type { ProjectContext } from './request-context';
import { hasAccessLevel, hasOrgRole, PUBLIC, type RouteAccess } from './route-access';

export type ProjectAccessLookup = (projectId: string, userId: string) => Promise<ProjectContext | 'no-access' | null>;
/** The project a project API key acts for, or null for an unknown or revoked key. */
export type ApiKeyLookup = (key: string) => Promise<{ keyId: string; project: ProjectContext } | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Infrastructure routes that carry no access rule of their own. */
const INFRASTRUCTURE = [
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs/,
  /^\/\*?$/,
  /^\/assets\//,
];

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
};

function readBearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/**
 * The one place where callers are authenticated and project access is checked.
 * Every route must declare `config.access`; a route without one fails at start-up.
 */
export function installAccessHook(
  app: FastifyInstance,
  deps: { auth: AuthService; lookupProjectAccess: ProjectAccessLookup; lookupApiKey?: ApiKeyLookup },
  catalogue: RegisteredRoute[],
) {
  app.decorateRequest('user', null);
  app.decorateRequest('project', null);

  app.addHook('onRoute', (route) => {
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!declared) {
      if (!INFRASTRUCTURE.some((p) => p.test(route.url))) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
      }
      route.config = { ...(route.config ?? {}), access: PUBLIC };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalogue.push({
        method,
        url: route.url,
        access: (route.config as { access: RouteAccess }).access,
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        hasParams: Boolean(route.schema?.params),
      });
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access ?? PUBLIC;
    const bearer = readBearer(req);
    if (access.kind === 'public') {
      if (bearer) req.user = await deps.auth.authenticate(bearer);
      return;
    }
    if (access.kind === 'apiKey') {
      if (bearer?.startsWith(API_KEY_PREFIX)) {
        const caller = deps.lookupApiKey ? await deps.lookupApiKey(bearer) : null;
        if (!caller) throw unauthenticated('This API key is not valid or was revoked; create one under API keys');
        req.project = caller.project;
        return;
      }
      if (!access.userLevel) {
        throw unauthenticated(`Send a project API key as the header Authorization: Bearer ${API_KEY_PREFIX}…`);
      }
    }
    if (!bearer) throw unauthenticated('Please log in to continue');
    const user = await deps.auth.authenticate(bearer);
    if (!user) throw unauthenticated('Your session has expired. Please log in again.');
    req.user = user;

    if (access.kind === 'user') {
      if (access.orgRole && !hasOrgRole(user.orgRole, access.orgRole)) {
        throw forbidden(`This needs the ${access.orgRole} role in your organisation`);
      }
      return;
    }

    const rule = access.kind === 'apiKey' ? { from: 'header', level: access.userLevel ?? 'owner' } : access;
    const rawId =
      rule.from === 'param' ? (req.params as Record<string, string | undefined>).id : req.headers['x-project-id'];
    const projectId = Array.isArray(rawId) ? rawId[0] : rawId;
    if (!projectId) throw invalid('Choose a project first: the X-Project-Id header is missing');
    if (!UUID.test(projectId)) throw notFound('Project not found');
    const found = await deps.lookupProjectAccess(projectId, user.id);
    if (!found) throw notFound('Project not found');
    if (found === 'no-access') throw forbidden('You do not have access to this project');
    if (!hasAccessLevel(found.accessLevel, rule.level)) {
      throw forbidden(`This needs ${rule.level} access to the project; you have ${found.accessLevel} access`);
    }
    req.project = found;
  });
}
