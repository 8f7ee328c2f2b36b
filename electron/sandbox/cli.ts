import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runSimulateCall } from './cli-simulate-call';
import { parseFaultConfig, type FaultConfig } from './faults';
import { parseShape, startSandbox, type SandboxOptions } from './server';

/**
 * `npm run sandbox -- [--port N] [--data DIR] [--speech auto|espeak|synthetic] [--api-key KEY]
 *   [--latency MS] [--faults '<json FaultConfig>'] [--control] [--shape spec|lenient]`
 * `npm run sandbox -- simulate-call …` asks a running sandbox to simulate a call (cli-simulate-call.ts).
 * Env: SANDBOX_FAULTS='<json FaultConfig>' (merged under --faults / --latency), SANDBOX_SHAPE
 * (under --shape), SANDBOX_DEBUG=1
 * logs handler errors. Prints exactly `Sandbox: <url>` and `Demo API key: <key>` on stdout (details
 * on stderr), and stops cleanly on SIGINT/SIGTERM.
 */
const usage =
  'usage: npm run sandbox -- [--port N] [--data DIR] [--speech auto|espeak|synthetic] [--api-key KEY] [--latency MS] [--faults JSON] [--control] [--shape spec|lenient]';

function parseCli(argv: string[]): SandboxOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      data: { type: 'string', default: '.sandbox-data' },
      speech: { type: 'string', default: 'auto' },
      'api-key': { type: 'string' },
      latency: { type: 'string' },
      faults: { type: 'string' },
      control: { type: 'boolean', default: false },
      shape: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0–65535, got ${values.port}`);
  const speech = values.speech;
  if (speech !== 'auto' && speech !== 'espeak' && speech !== 'synthetic') throw new Error(`--speech must be auto, espeak or synthetic`);
  const faults = faultsFrom(process.env.SANDBOX_FAULTS, values.faults, values.latency);
  const shapeText = values.shape ?? process.env.SANDBOX_SHAPE;
  return {
    dataDir: resolve(values.data),
    shape: shapeText === undefined ? 'spec' : parseShape(shapeText, values.shape !== undefined ? '--shape' : 'SANDBOX_SHAPE'),
    port,
    speech,
    enableControlRoute: values.control,
    ...(values['api-key'] ? { apiKey: values['api-key'] } : {}),
    ...(faults ? { faults } : {}),
  };
}

function faultsFrom(env: string | undefined, flag: string | undefined, latency: string | undefined): FaultConfig | undefined {
  let config: FaultConfig | undefined;
  for (const [source, text] of [
    ['SANDBOX_FAULTS', env],
    ['--faults', flag],
  ] as const) {
    if (!text) continue;
    try {
      config = { ...config, ...parseFaultConfig(JSON.parse(text)) };
    } catch (error) {
      throw new Error(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (latency !== undefined) {
    const latencyMs = Number(latency);
    if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error(`--latency must be a number of ms >= 0`);
    config = { ...config, latencyMs };
  }
  return config;
}

async function main(): Promise<void> {
  if (process.argv[2] === 'simulate-call') {
    process.exitCode = await runSimulateCall(process.argv.slice(3));
    return;
  }
  let options: SandboxOptions;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  const sandbox = await startSandbox(options);
  console.log(`Sandbox: ${sandbox.url}`);
  console.log(`Demo API key: ${sandbox.apiKey}`);
  console.error(
    `(API key id ${sandbox.apiKeyId}, project ${sandbox.projectId}, data in ${options.dataDir}, ${options.shape} shape${options.enableControlRoute ? ', control routes on' : ''})`,
  );

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.error(`sandbox: ${signal}, stopping`);
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('sandbox: failed to start:', error);
  process.exit(1);
});
