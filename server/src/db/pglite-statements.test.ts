import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { literal, PgliteWithNamedStatements } from './pglite-statements';
import { preparedPerHandle } from './prepared';

let pglite: PgliteWithNamedStatements;
beforeAll(async () => {
  pglite = new PgliteWithNamedStatements();
  await pglite.waitReady;
  await pglite.query("select set_config('standard_conforming_strings', 'on', false)");
});
afterAll(() => pglite.close());

const readBack = async (value: unknown, type: string) =>
  (await pglite.query<{ value: unknown }>(`select ${literal(value)}::${type} as value`)).rows[0]?.value;

describe('literal', () => {
  it.each([
    ["it's", 'text'],
    ["a \\ backslash, a \\' quote after one", 'text'],
    ['ক্\u200Dযাজুয়াল\nনতুন লাইন', 'text'],
    ["'); drop table users; --", 'text'],
    [-42, 'int'],
    [0.5, 'float8'],
    [true, 'bool'],
    [null, 'text'],
  ])('reads back %j as it was', async (value, type) => {
    expect(await readBack(value, type)).toEqual(value);
  });

  it('reads back arrays of numbers and of text with quotes, backslashes, commas, braces and the word NULL', async () => {
    expect(await readBack([3, -1, 20], 'int[]')).toEqual([3, -1, 20]);
    const words = ['a "quoted", word', 'back\\slash', '{braces}', 'NULL', "it's"];
    expect(await readBack([...words, null], 'text[]')).toEqual([...words, null]);
    expect(
      await readBack(
        [
          [1, 2],
          [3, 4],
        ],
        'int[][]',
      ),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('reads back an object as its JSON and a time as its instant', async () => {
    const answer = { name: 'Dhaka\'s "best"', tags: ['শাড়ি'], count: 2 };
    expect(await readBack(answer, 'json')).toEqual(answer);
    const at = new Date('2026-12-02T10:11:12.345Z');
    expect(new Date((await readBack(at, 'timestamptz')) as string | Date).getTime()).toBe(at.getTime());
  });

  it('refuses what it cannot write exactly: NaN, infinities, bytes, functions', () => {
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => literal(new Uint8Array([1]))).toThrow(TypeError);
    expect(() => literal(() => 1)).toThrow(TypeError);
  });
});

describe('PgliteWithNamedStatements', () => {
  it('prepares a named text once and answers it as the unnamed query does, its values only ever data', async () => {
    await pglite.exec(`create table words (id int primary key, word text);
      insert into words values (1, 'শাড়ি'), (2, 'it''s'), (3, 'panjabi')`);
    const text = 'select id, word from words where id = any($1::int[]) or word = $2 order by id';
    const unnamed = await pglite.query(text, [[1, 3], "it's"]);
    pglite.nameStatement(text);
    const named = await pglite.query(text, [[1, 3], "it's"]);
    expect(named.rows).toEqual(unnamed.rows);
    expect((await pglite.query(text, [[], "x' or true --"])).rows).toEqual([]);
    const prepared = await pglite.query('select statement from pg_prepared_statements where statement like $1', [
      '%from words%',
    ]);
    expect(prepared.rows).toEqual([{ statement: `prepare haat_1 as ${text}` }]);
  });

  it('prepares again after a failed PREPARE, and gives the failure to whoever asked', async () => {
    const text = 'select count(*)::int as n from later where n > $1';
    pglite.nameStatement(text);
    await expect(pglite.query(text, [0])).rejects.toThrow(/later/);
    await pglite.exec('create table later (n int); insert into later values (1), (2)');
    expect((await pglite.query(text, [1])).rows).toEqual([{ n: 1 }]);
  });
});

describe('a prepared query on PGlite', () => {
  it('runs as a named statement of the session, as on PostgreSQL', async () => {
    const database = await createDatabase({ inMemory: true });
    try {
      const plusOne = preparedPerHandle((db) =>
        db
          .select({ n: sql<number>`${sql.placeholder('n')}::int + 1` })
          .from(sql`(select 1) as one`)
          .prepare('plus_one'),
      );
      expect(await plusOne(database.db).execute({ n: 41 })).toEqual([{ n: 42 }]);
      // Both drivers answer raw SQL with `rows`.
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements`,
      )) as unknown as {
        rows: unknown[];
      };
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });
});
