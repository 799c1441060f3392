import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** A page to check: a name that says which one (it becomes the file name) and its HTML as the site serves it. */
export interface CheckedPage {
  name: string;
  html: string;
}

/** Fails, saying why, where the checker cannot run: a missing Java must not pass as a page without errors. */
async function assertJava(): Promise<void> {
  try {
    await run('java', ['-version']);
  } catch (error) {
    throw new Error(
      `The Nu HTML checker (vnu-jar) runs on Java, which could not be started (${(error as Error).message}). ` +
        'Install a Java runtime, 11 or later (Debian: apt-get install default-jre-headless), and put `java` on PATH.',
    );
  }
}

/**
 * The errors the Nu HTML checker (the W3C validator's engine, run locally from the vnu-jar package) finds in the
 * pages, each as "page:line: message «extract»"; all pages in one run of the checker (one Java start-up).
 */
export async function htmlErrors(pages: CheckedPage[]): Promise<string[]> {
  await assertJava();
  const dir = await mkdtemp(join(tmpdir(), 'haat-vnu-'));
  try {
    const files = await Promise.all(
      pages.map(async ({ name, html }) => {
        const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    // The checker reports on stderr and exits 1 when it finds an error; --exit-zero-always keeps the report.
    const { stderr } = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const names = new Map(files.map((file, index) => [file, pages[index]?.name]));
    return messages.map((message) => {
      const page = names.get(decodeURIComponent(new URL(message.url).pathname)) ?? message.url;
      const extract = message.extract ? ` «${message.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}»` : '';
      return `${page}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
