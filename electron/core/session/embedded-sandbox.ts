import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';

/** What the studio needs to use a running sandbox as an account. The demo key stays in memory. */
export interface SandboxAccount {
  url: string;
  apiKey: string;
  apiKeyId: string;
  projectId: string;
}

export interface SandboxProvider {
  account(): Promise<Result<SandboxAccount>>;
  close(): Promise<void>;
}

export interface EmbeddedSandboxOptions {
  /**
   * The sandbox's response shape ('spec' or 'lenient', see electron/sandbox/README.md); default:
   * the SANDBOX_SHAPE environment variable, else 'spec'.
   */
  shape?: string;
}

/**
 * The embedded sandbox, started on first use (most sessions of a configured account never need
 * it) in `<dataDir>/sandbox`, and shared by every sandbox profile of this installation.
 */
export function embeddedSandbox(dataDir: string, options: EmbeddedSandboxOptions = {}): SandboxProvider {
  let starting: Promise<Result<{ account: SandboxAccount; close(): Promise<void> }>> | undefined;
  const start = async () => {
    try {
      // Loaded on demand: it brings the speech engine, which a hosted account never needs.
      const { parseShape, startSandbox } = await import('../../sandbox/server');
      const shapeText = options.shape ?? process.env.SANDBOX_SHAPE;
      const shape =
        shapeText === undefined || shapeText === ''
          ? 'spec'
          : parseShape(shapeText, options.shape !== undefined ? 'The sandbox shape' : 'SANDBOX_SHAPE');
      // Call simulation on (the Webhooks tab's "Simulate a call"); fault switches and the request log stay off.
      const handle = await startSandbox({ dataDir: join(dataDir, 'sandbox'), shape, enableCallSimulation: true });
      const { url, apiKey, apiKeyId, projectId } = handle;
      return ok({ account: { url, apiKey, apiKeyId, projectId }, close: () => handle.close() });
    } catch (error) {
      starting = undefined;
      return fail<{ account: SandboxAccount; close(): Promise<void> }>(
        'INTERNAL',
        `The built-in sandbox service could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return {
    async account() {
      starting ??= start();
      const started = await starting;
      return started.ok ? ok(started.value.account) : started;
    },
    async close() {
      const started = await starting;
      if (started?.ok) await started.value.close();
      starting = undefined;
    },
  };
}

/** A provider for an already running sandbox (tests, benchmarks): the caller owns its lifetime. */
export function existingSandbox(account: SandboxAccount): SandboxProvider {
  return { account: async () => ok(account), close: async () => {} };
}
