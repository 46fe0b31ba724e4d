// What a failed query says: PostgreSQL's error code (SQLSTATE), on PGlite and PostgreSQL alike.

/** The PostgreSQL error code (e.g. 23505, a unique key taken) of a failed query (drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return e.code;
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}
