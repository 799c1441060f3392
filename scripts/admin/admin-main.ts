import { siteConfig } from '../site-config';
import { AdminApiError, callAdminApi } from './admin-api';
import { helpText, parseAdminArgs } from './admin-args';
import { render } from './admin-output';

/** Where the command's lines go: standard output and standard error in a terminal. */
export interface AdminOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * One `npm run admin` command line against the API named by `env` (HAAT_API_URL, ADMIN_TOKEN); answers its exit
 * code: 0 done, 1 the API refused or could not be reached, 2 a wrong command line.
 */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv, output: AdminOutput): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if ('help' in parsed) {
    output.out(helpText());
    return 0;
  }
  if ('error' in parsed) {
    output.err(parsed.error);
    return 2;
  }
  const token = env.ADMIN_TOKEN;
  if (!token) {
    output.err('ADMIN_TOKEN is not set: give it the API’s ADMIN_TOKEN.');
    return 2;
  }
  try {
    output.out(render(parsed.request.view, await callAdminApi(siteConfig(env).apiBase, token, parsed.request)));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    output.err(error.message);
    return 1;
  }
}
