/**
 * Errors of the domain: what data modules (and the rest of the server below HTTP) raise when a request cannot be
 * done as asked. They know nothing of HTTP; the error handler (src/server/http/errors.ts) answers each kind with its
 * status and the body `{ message, error, field?, fields?, code?, params? }` built from these fields.
 *
 *   Invalid, InvalidFields 400 · Forbidden 403 · NotFound 404 · Conflict 409 · TooLarge 413 · UnsupportedType 415 · Unavailable 503 (+ Retry-After)
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** The input field the error is about, named in the answer. */
    readonly field?: string,
    /** Each field's own message (the shape of a validation error). */
    readonly fields?: Readonly<Record<string, string>>,
    /** A machine code of the reason (and its values) for a client that words the message itself, in its language. */
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

/** A refusal's machine code and the values its text names (a line, an entry): `code` and `params` of the answer. */
export interface ErrorReason {
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

/** An error about one input field, shaped like a validation error: "field: detail", and `fields` { field: detail }. */
abstract class FieldError extends DomainError {
  constructor(field: string, detail: string, reason?: ErrorReason) {
    super(`${field}: ${detail}`, field, { [field]: detail }, reason);
  }
}

/** The input is wrong (an unknown reference, empty content, a damaged file). */
export class Invalid extends FieldError {}

/** The input lacks several fields at once (a tax document's customer details): 400 naming each, the first as `field`. */
export class InvalidFields extends DomainError {
  constructor(message: string, fields: Readonly<Record<string, string>>) {
    super(`${message}: ${Object.keys(fields).join(', ')}`, Object.keys(fields)[0], fields);
  }
}

/** The input is too big (a file's size or pixels). */
export class TooLarge extends FieldError {}

/** The input is of a type not accepted (a file that is not an image of an accepted format). */
export class UnsupportedType extends FieldError {}

/** The caller's role does not allow this on this record (an editor and another person's time). */
export class Forbidden extends DomainError {}

/** The record asked for does not exist. */
export class NotFound extends DomainError {}

/** The request clashes with the current state (a taken slug, the last active admin, a record in use). */
export class Conflict extends DomainError {
  /** A clash about one input field, shaped like a validation error ("slug: …", `fields` { slug: … }). */
  static onField(field: string, detail: string): Conflict {
    return new Conflict(`${field}: ${detail}`, field, { [field]: detail });
  }
}

/** A 409 listing what must be filled in first (the agency's billing details before an invoice is issued). */
export class MissingDetails extends Conflict {
  constructor(
    message: string,
    readonly missing: readonly string[],
  ) {
    super(message);
  }
}

/** The server cannot take the request now (a full queue): it can be sent again after `retryAfterSeconds`. */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** Why, for a client that words it itself (an outside service not answering: 'aresUnavailable' …). */
    reason?: ErrorReason,
  ) {
    super(message, undefined, undefined, reason);
  }
}
