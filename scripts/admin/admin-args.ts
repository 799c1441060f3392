/**
 * `npm run admin -- <what> <action> [arguments] [--options]` read into the admin API call it stands for. Pure: the
 * command line goes in, a request (or what is wrong with the line) comes out.
 */
import { type AdminRequest, ArgsError, type Command, type Options } from './admin-command';
import { ORDER_COMMANDS } from './admin-commands-orders';
import { SELLER_COMMANDS } from './admin-commands-sellers';
import { SUPPORT_COMMANDS } from './admin-commands-support';

export type { AdminRequest, View } from './admin-command';

export type ParsedArgs = { help: true } | { request: AdminRequest } | { error: string };

const COMMANDS: Record<string, Command> = { ...ORDER_COMMANDS, ...SUPPORT_COMMANDS, ...SELLER_COMMANDS };

/** The usage text `help` prints. */
export function helpText(): string {
  return [
    'Usage: npm run admin -- <command>',
    '',
    'Talks to the running API at HAAT_API_URL (default http://localhost:$API_PORT/api/v1, API_PORT 4000)',
    'with the back office token in ADMIN_TOKEN.',
    '',
    ...Object.values(COMMANDS).flatMap((command) => [`  ${command.usage}`, `      ${command.what}`]),
    '  help',
    '      this list',
  ].join('\n');
}

/** Splits `--name value`, `--name=value` and `--flag` from the positional arguments. */
function splitOptions(words: string[], allowed: Command['options']): { args: string[]; options: Options } {
  const args: string[] = [];
  const options: Options = {};
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!word.startsWith('--')) {
      args.push(word);
      continue;
    }
    const [name = '', inline] = word.slice(2).split(/=(.*)/s, 2);
    const kind = allowed[name];
    if (!kind) throw new ArgsError(`unknown option --${name}`);
    if (kind === 'flag') {
      if (inline !== undefined) throw new ArgsError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    const value = inline ?? words[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new ArgsError(`--${name} needs a value`);
    }
    if (inline === undefined) index += 1;
    const before = options[name];
    options[name] = kind === 'values' ? [...(Array.isArray(before) ? before : []), value] : value;
  }
  return { args, options };
}

export function parseAdminArgs(argv: readonly string[]): ParsedArgs {
  const [what, action, ...rest] = argv;
  if (what === undefined || what === 'help' || what === '--help' || what === '-h') return { help: true };
  const command = COMMANDS[`${what} ${action ?? ''}`];
  if (!command) return { error: `unknown command: ${argv.slice(0, 2).join(' ')} (npm run admin -- help lists them)` };
  try {
    const { args, options } = splitOptions(rest, command.options);
    if (args.length !== command.arity) throw new ArgsError(`expected ${command.arity} argument(s)`);
    return { request: command.request(args, options) };
  } catch (error) {
    if (error instanceof ArgsError) return { error: `${error.message}\nusage: npm run admin -- ${command.usage}` };
    throw error;
  }
}
