import type { NextFunction, Request, Response } from 'express';
import type { UserRow } from '../db/schema';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { findUserById } from './users';

declare module 'express-serve-static-core' {
  interface Locals {
    user?: UserRow;
  }
}

/** The signed-in user of this request, or undefined. Loaded once per request. */
export async function currentUser(db: Database, req: Request, res: Response): Promise<UserRow | undefined> {
  if (res.locals.user) return res.locals.user;
  const userId = req.session?.userId;
  if (!userId) return undefined;
  const user = await findUserById(db, userId);
  if (user) res.locals.user = user;
  return user;
}

/** Guard for every protected route: 401 without a signed-in user. */
export function requireUser(db: Database) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = await currentUser(db, req, res);
    if (!user) throw new HttpError(401, 'Not signed in');
    next();
  };
}

/** The user that requireUser put on the request. */
export function signedInUser(res: Response): UserRow {
  const user = res.locals.user;
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}
