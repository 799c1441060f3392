import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { watchDescendantsMemory } from './tree-memory';

const MB = 1024 * 1024;
const HOLDER = `
  const held = Buffer.alloc(${200 * MB}, 1);
  process.send('holding');
  process.on('message', () => process.exit(held.length > 0 ? 0 : 1));
`;

describe('watchDescendantsMemory', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
  });

  it.runIf(process.platform === 'linux')(
    "counts a child process's resident memory and not the watching process's own",
    async () => {
      const watch = watchDescendantsMemory(process.pid, 50);
      const ownBuffer = Buffer.alloc(300 * MB, 1);
      child = spawn(process.execPath, ['-e', HOLDER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      await once(child, 'message');
      const peak = watch.stop();
      child.send('done');

      expect(ownBuffer.length).toBe(300 * MB);
      expect(peak).toBeGreaterThanOrEqual(200 * MB);
      expect(peak).toBeLessThan(450 * MB);
    },
  );

  it('finds nothing where no process was started, and says it cannot tell where there is no /proc', () => {
    const peak = watchDescendantsMemory(process.pid, 50).stop();

    expect(peak).toBe(process.platform === 'linux' ? 0 : null);
  });
});
