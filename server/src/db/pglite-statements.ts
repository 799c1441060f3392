/**
 * Named statements for PGlite. On PostgreSQL a prepared query (prepared.ts) is parsed and planned once per
 * connection; PGlite's `query` sends every text as a new unnamed statement and plans it again: 3 of the 4.7 ms of the
 * product card query for a page. PGlite binds no parameters to an `EXECUTE`, so a named statement's values are sent
 * as literals, quoted here.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

type QueryArguments = Parameters<PGlite['query']>;

/** PGlite that runs the texts it was told of as statements prepared once, in its one session. */
export class PgliteWithNamedStatements extends PGlite {
  /** The statement name of each text to prepare; its PREPARE's promise once asked. */
  private readonly statements = new Map<string, { name: string; prepared?: Promise<unknown> }>();

  /** Runs `text` as a statement prepared on its first use from now on. */
  nameStatement(text: string) {
    if (!this.statements.has(text)) this.statements.set(text, { name: `haat_${this.statements.size + 1}` });
  }

  override async query<T>(text: QueryArguments[0], params: QueryArguments[1] = [], options?: QueryArguments[2]) {
    const statement = this.statements.get(text);
    if (!statement) return super.query<T>(text, params, options);
    statement.prepared ??= super.query(`prepare ${statement.name} as ${text}`).catch((error: unknown) => {
      // Whoever asked gets the failure; the next query prepares again.
      statement.prepared = undefined;
      throw error;
    });
    await statement.prepared;
    const values = params.length === 0 ? '' : `(${params.map(literal).join(', ')})`;
    return super.query<T>(`execute ${statement.name}${values}`, [], options);
  }
}

/** Handles whose queries run on PGlite with named statements. */
const namingClients = new WeakMap<Database, PgliteWithNamedStatements>();

export function runsNamedStatements(db: Database, client: PgliteWithNamedStatements) {
  namingClients.set(db, client);
}

/** Tells PGlite behind `db` (if it is) to prepare `text` once: PostgreSQL's connections prepare named queries. */
export function nameStatement(db: Database, text: string) {
  namingClients.get(db)?.nameStatement(text);
}

/**
 * A value as an SQL literal, as the session reads it with standard_conforming_strings on (PostgreSQL's default,
 * set again when PGlite starts): a quote is doubled, a backslash is a backslash.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return literal(arrayText(value));
  if (typeof value === 'object' && !ArrayBuffer.isView(value)) return literal(JSON.stringify(value));
  throw new TypeError(`no SQL literal for a ${typeof value}`);
}

/** An array's text form: `{1,2}`, `{"a","b\"c"}`, nested for nested arrays. */
function arrayText(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayText(value);
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return `"${value.replace(/["\\]/g, '\\$&')}"`;
    throw new TypeError(`no array element for a ${typeof value}`);
  };
  return `{${values.map(element).join(',')}}`;
}
