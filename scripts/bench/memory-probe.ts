// Loaded into a bench's API process (`--expose-gc --import memory-probe.ts`): asked `{type: 'memory'}` over IPC, it
// collects garbage and answers its memory, so a bench can measure what the process holds, not its garbage.
process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'memory') return;
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ type: 'memory', usage: process.memoryUsage() });
});
