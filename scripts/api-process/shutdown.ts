/**
 * How `npm start` and `npm run dev` end: on Ctrl-C or SIGTERM (exit code 0), or when the answered function is called
 * (with its exit code and a reason to print). Either way `close` runs once, then the process exits.
 */
export function shutdownOnSignals(close: () => Promise<void>): (exitCode: number, reason?: string) => Promise<void> {
  let closing = false;
  const shutdown = async (exitCode: number, reason?: string) => {
    if (closing) return;
    closing = true;
    if (reason) console.error(reason);
    await close();
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(0));
  return shutdown;
}
