/**
 * Test helpers for guests' orders and the rest of placing orders (the seeded app with SMS in memory and a clock, the
 * placement calls, calls, stock, shoppers, guests' codes): `src/orders.test-helpers.ts`, re-exported.
 */
export * from '../../orders.test-helpers';
