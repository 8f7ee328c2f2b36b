import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createCore } from '../core/core';
import { startWebServer } from './server';
import { version } from '../../package.json';

/**
 * `npm run web -- --port N [--host 127.x.y.z] [--data DIR]`: the real core and the real UI in any
 * browser, over loopback (by default on a loopback address of this run's own). Prints exactly one `Web mode: <url>` line; the URL carries this run's access token.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '5199' },
      host: { type: 'string' },
      data: { type: 'string', default: resolve('.studio-data') },
      renderer: { type: 'string', default: resolve('out/renderer') },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port must be a whole number from 0 to 65535 (got "${values.port}")`);
    process.exit(2);
  }
  if (values.host !== undefined && !/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(values.host)) {
    console.error(`--host must be a loopback address 127.x.y.z (got "${values.host}")`);
    process.exit(2);
  }
  const core = await createCore({ dataDir: resolve(values.data), version });
  const server = await startWebServer({
    handlers: core.handlers,
    events: core.events,
    audio: core.audio,
    rendererDir: resolve(values.renderer),
    port,
    ...(values.host === undefined ? {} : { host: values.host }),
  });
  console.log(`Web mode: ${server.url}`);

  const stop = async () => {
    await server.close();
    await core.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const busy = (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
  console.error(busy ? 'Web mode: that port is already in use; pass another with --port N.' : error);
  process.exit(1);
});
