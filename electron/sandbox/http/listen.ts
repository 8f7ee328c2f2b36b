import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultSwitchboard } from '../faults';
import { VoiceSamples } from '../files/voice-samples';
import { MemoryRequestLog } from '../request-log';
import type { SandboxHandle, SandboxOptions } from '../options';
import { SpeechRenderer } from '../speech/engine';
import { SandboxStore } from '../state/store';
import { handleRequest, type SandboxServices } from './dispatch';
import { UrlSigner } from './signing';

const DEFAULT_AUDIO_URL_LIFETIME_MS = 15 * 60 * 1000;

/** Builds the sandbox's parts from the options, listens on 127.0.0.1 only, and hands back control. */
export async function startSandboxServer(options: SandboxOptions): Promise<SandboxHandle> {
  const store = await SandboxStore.open(options.dataDir, options.apiKey);
  const speech = new SpeechRenderer(options.speech ?? 'auto');
  const closing = new AbortController();
  const services: SandboxServices = {
    store,
    speech,
    signer: new UrlSigner(store.state.signingSecret),
    samples: new VoiceSamples(store.samplesDir, speech),
    faults: new FaultSwitchboard(options.faults),
    requests: new MemoryRequestLog(),
    settings: {
      audioUrlLifetimeMs: options.audioUrlLifetimeMs ?? DEFAULT_AUDIO_URL_LIFETIME_MS,
      historyVisibilityDelayMs: options.historyVisibilityDelayMs ?? 0,
      returnCreatedEntry: options.returnCreatedEntry ?? false,
      shape: options.shape ?? 'spec',
    },
    controlEnabled: options.enableControlRoute ?? false,
    callSimulationEnabled: options.enableCallSimulation ?? false,
    baseUrl: '',
    closing: closing.signal,
    now: () => Date.now(),
  };

  const server = createServer((req, res) => void handleRequest(req, res, services));
  server.on('clientError', (_error, socket) => socket.destroy());
  await listen(server, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  services.baseUrl = `http://127.0.0.1:${port}`;

  let closed: Promise<void> | null = null;
  return {
    url: services.baseUrl,
    apiKey: store.state.apiKey,
    apiKeyId: store.state.apiKeyId,
    projectId: store.state.projectId,
    faults: services.faults,
    requests: services.requests,
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        store.close();
        void speech.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
