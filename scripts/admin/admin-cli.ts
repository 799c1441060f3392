/**
 * `npm run admin -- <command>`: the back office from a terminal, over the running API's admin calls (PGlite lets one
 * process open its data directory, so this never opens the database itself). `npm run admin -- help` lists the
 * commands. Exit code 0 when done, 1 when the API refused or could not be reached, 2 for a wrong command line.
 */
import { siteConfig } from '../site-config';
import { AdminApiError, callAdminApi } from './admin-api';
import { helpText, parseAdminArgs } from './admin-args';
import { render } from './admin-output';

async function main(argv: string[]): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if ('help' in parsed) {
    console.log(helpText());
    return 0;
  }
  if ('error' in parsed) {
    console.error(parsed.error);
    return 2;
  }
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    console.error('ADMIN_TOKEN is not set: give it the API’s ADMIN_TOKEN.');
    return 2;
  }
  try {
    console.log(render(parsed.request.view, await callAdminApi(siteConfig().apiBase, token, parsed.request)));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
