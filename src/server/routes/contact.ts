import { Router } from 'express';
import { contactSchema } from '../../shared/schemas/contact';
import type { Database } from '../db/database';
import { messages } from '../db/schema';
import { registerRoutes } from '../http/route-table';
import { parseInput } from '../http/validate';

/** POST /api/contact: a visitor's message, validated with the form's own schema, stored unread. */
export function contactRoutes(db: Database): Router {
  return registerRoutes(Router(), [
    {
      method: 'post',
      path: '/contact',
      handler: async (req, res) => {
        const input = parseInput(contactSchema, req.body);
        const [row] = await db.insert(messages).values(input).returning({ id: messages.id });
        res.status(201).json({ id: row?.id, message: 'Message received' });
      },
    },
  ]);
}
