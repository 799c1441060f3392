import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));

/**
 * A folder of what `npm install` prepares ahead (its postinstall, prepare-install.ts), beside the API's bundles
 * (program-bundle.ts): gone with its node_modules, made again by the next install.
 */
export const installCache = (name: string) => join(NODE_MODULES, '.cache', name);
