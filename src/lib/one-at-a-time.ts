const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` once every earlier task of the same name has settled: in this tab through a queue, and across the
 * site's tabs through a Web Lock of that name (where the browser has Web Locks).
 */
export function oneAtATime(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = async () => {
    await (locks ? locks.request(name, task) : task());
  };
  const done = (queues.get(name) ?? Promise.resolve()).then(run);
  queues.set(
    name,
    done.catch(() => undefined),
  );
  return done;
}
