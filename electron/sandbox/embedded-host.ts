import { startSandbox, type SandboxHandle } from './server';
import { parseShape } from './shape';

/**
 * The embedded sandbox's own process (forked by the studio's core, see
 * electron/core/session/embedded-sandbox.ts). Hosted in the core's process it shared the core's
 * event loop and heap: each generation's work, its 200k-entry open and the garbage collection of
 * its entries stalled the studio's event loop (`npm run bench -- sandbox-scale` prints the core's
 * event-loop p99 while the sandbox opens and during a generation). Here it has
 * a loop, a heap and a CPU of its own, and the core sees only HTTP on loopback.
 *
 * Protocol (Node IPC): options arrive in SAWT_SANDBOX_HOST (JSON: dataDir, shape, enableCallSimulation);
 * the host answers `{ type: 'ready', account }` or `{ type: 'failed', message }`, and closes the
 * sandbox and exits on `{ type: 'close' }` or when the core goes away (the channel disconnects).
 */
interface HostOptions {
  dataDir: string;
  shape?: string;
  enableCallSimulation?: boolean;
}

function send(message: object): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const options = JSON.parse(process.env.SAWT_SANDBOX_HOST ?? '{}') as HostOptions;
  let handle: SandboxHandle | undefined;
  let closing = false;
  const close = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    await handle?.close();
    process.exit(0);
  };
  process.on('message', (message: { type?: string } | null) => {
    if (message?.type === 'close') void close();
  });
  process.on('disconnect', () => void close());
  try {
    handle = await startSandbox({
      dataDir: options.dataDir,
      shape: options.shape === undefined ? 'spec' : parseShape(options.shape, 'The sandbox shape'),
      enableCallSimulation: options.enableCallSimulation ?? false,
    });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  if (closing) return;
  const { url, apiKey, apiKeyId, projectId } = handle;
  send({ type: 'ready', account: { url, apiKey, apiKeyId, projectId } });
}

void main();
