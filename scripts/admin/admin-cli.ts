/**
 * `npm run admin -- <command>`: the back office from a terminal, over the running API's admin calls (PGlite lets one
 * process open its data directory, so this never opens the database itself). `npm run admin -- help` lists the
 * commands. Exit code 0 when done, 1 when the API refused or could not be reached, 2 for a wrong command line.
 */
import { runAdmin } from './admin-main';

process.exitCode = await runAdmin(process.argv.slice(2), process.env, { out: console.log, err: console.error });
