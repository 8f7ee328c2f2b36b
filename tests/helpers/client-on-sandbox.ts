import { afterAll, beforeAll } from 'vitest';
import { ServiceClient, type ServiceClientOptions } from '../../electron/core/service/client';
import { startTestSandbox, type TestSandbox } from './test-sandbox';
import type { TtsVoice } from '../../shared/model/service';
import { unwrap } from './core-rig';

/** The service client on a real sandbox for a whole test file (the client-endpoint tests). */
export interface ClientOnSandbox {
  sandbox: TestSandbox;
  client: ServiceClient;
  /** Another client on the same sandbox, with some options changed. */
  clientWith(extra?: Partial<ServiceClientOptions>): ServiceClient;
  /** A seeded voice, found by name through the client. */
  voiceNamed(name: string): Promise<TtsVoice>;
}

/** Started before the file's tests, disposed after them; read it in tests and hooks. */
export function useClientOnSandbox(): ClientOnSandbox {
  let sandbox: TestSandbox | undefined;
  let client: ServiceClient | undefined;
  const started = () => {
    if (!sandbox) throw new Error('the sandbox is read before its beforeAll ran');
    return sandbox;
  };
  const clientWith = (extra: Partial<ServiceClientOptions> = {}): ServiceClient => {
    const on = started();
    return new ServiceClient({
      baseUrl: on.url,
      getApiKey: async () => on.apiKey,
      getProjectId: () => on.projectId,
      getApiKeyId: () => on.apiKeyId,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
      ...extra,
    });
  };
  beforeAll(async () => {
    sandbox = await startTestSandbox({ speech: 'synthetic' });
    client = clientWith();
  });
  afterAll(() => sandbox?.dispose());
  return {
    get sandbox() {
      return started();
    },
    get client() {
      started();
      return client!;
    },
    clientWith,
    async voiceNamed(name) {
      const page = unwrap(await this.client.listVoices({ search: name, perPage: 100 }));
      const voice = page.voices.find((v) => v.name === name);
      if (!voice) throw new Error(`no seeded voice ${name}`);
      return voice;
    },
  };
}
