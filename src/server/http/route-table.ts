import type { Request, Response, Router } from 'express';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route of a resource. Routers are built from these tables so tests can walk every route. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: (req: Request, res: Response) => unknown;
}

export function registerRoutes(router: Router, routes: readonly RouteDefinition[]): Router {
  for (const route of routes) router[route.method](route.path, route.handler);
  return router;
}
