import pino from 'pino';

/** Structured JSON logs on stdout. Secrets and cookies are redacted. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'password', '*.password'],
  });
}
export type Logger = ReturnType<typeof createLogger>;
