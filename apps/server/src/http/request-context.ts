import type { AccessLevel } from '@assay/shared/contracts/projects';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/auth.service';
import { unauthenticated } from './app-error';
import type { RouteAccess } from './route-access';

/** The project a project-scoped request acts on, with the caller's level in it. */
export type ProjectContext = { id: string; name: string; orgId: string; accessLevel: AccessLevel };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    project: ProjectContext | null;
  }
}

export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

export function requireProject(req: FastifyRequest): ProjectContext {
  // The access hook sets this on every project-scoped route; reaching here without it is a wiring bug.
  if (!req.project) throw new Error(`route ${req.routeOptions.url} is not declared project-scoped`);
  return req.project;
}
