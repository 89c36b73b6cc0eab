import type { NextFunction, Request, Response } from 'express';

/** Deeper JSON than any request of the API sends; far deeper input would exhaust the stack while being read. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** An error body-parser answers with its own status: a 400 naming what was wrong, logged as nothing. */
function refused(message: string): Error {
  return Object.assign(new Error(message), { status: 400, expose: true, type: 'entity.verify.failed' });
}

/**
 * The JSON parser's `verify` step: refuses nesting deeper than MAX_JSON_DEPTH and the NUL character, which no
 * text the API stores may hold (PostgreSQL refuses it in text, SQLite cuts the statement at it). One pass over
 * the raw bytes, before they are parsed.
 */
export function checkJsonBody(_request: unknown, _response: unknown, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === QUOTE) inString = false;
      else if (byte === BACKSLASH) {
        if (body.toString('latin1', index + 1, index + 6).toLowerCase() === 'u0000') throw refused('Text must not contain the NUL character');
        index++;
      }
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte) && ++depth > MAX_JSON_DEPTH) throw refused(`JSON must not be nested deeper than ${MAX_JSON_DEPTH} levels`);
    else if (CLOSERS.has(byte)) depth--;
  }
}

/** A NUL (%00) in the path or the query string is refused before any route reads it, for the same reason. */
export function refuseNulInAddress(request: Request, response: Response, next: NextFunction): void {
  if (/%00/.test(request.originalUrl)) {
    response.status(400).json({ detail: 'The address must not contain the NUL character (%00)' });
    return;
  }
  next();
}
