import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

/** Handles whose transaction is open in the current async context. */
const openTransactions = new AsyncLocalStorage<ReadonlySet<object>>();

/** Members of a drizzle database that start (or hand out something that starts) a query. */
const QUERY_STARTERS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$with',
  '$count',
  'refreshMaterializedView',
  'transaction',
  '$client',
]);

class TransactionGuardError extends Error {
  readonly code = 'TX_GUARD';

  constructor(member: string) {
    super(
      `db.${member} was used inside db.transaction(): use the transaction's tx instead. ` +
        'PGlite runs one transaction at a time, so the outer handle would wait for this transaction forever.',
    );
    this.name = 'TransactionGuardError';
  }
}

/**
 * Wraps a drizzle database so that touching it while one of its own transactions is open in the same
 * async context throws TX_GUARD instead of hanging (PGlite) or silently escaping the transaction (PostgreSQL).
 */
export function guardTransactions(db: Database): Database {
  const transaction: Database['transaction'] = (run, config) =>
    db.transaction(
      (tx) => openTransactions.run(new Set([...(openTransactions.getStore() ?? []), db]), () => run(tx)),
      config,
    );

  return new Proxy(db, {
    get(target, member, receiver) {
      if (QUERY_STARTERS.has(member) && openTransactions.getStore()?.has(target)) {
        throw new TransactionGuardError(String(member));
      }
      return member === 'transaction' ? transaction : Reflect.get(target, member, receiver);
    },
  });
}
