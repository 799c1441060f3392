import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own on the server of `serverUrl`, created now; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  await asAdmin(serverUrl, `create database "${name}" template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(serverUrl, `drop database if exists "${name}" with (force)`) };
}
