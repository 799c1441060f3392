/** SQLSTATE of a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * The index a unique violation names, else null. Drizzle wraps the driver's error (pg and PGlite both carry
 * `code` and `constraint`), so the cause chain is followed.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
