import { fail, type Result } from '../../../shared/contract';
import type { AppInfo } from '../../../shared/model/app';
import { markReady, setAppInfo, setAppInfoError, setConnectivity, setTransportKind, useStudioStore } from '../store';
import { connectTransport, type Transport } from '../transport';

/** The mark the start-up benchmark reads (bench/renderer-start.bench.ts). */
export const readyMark = 'studio-ready';

async function loadAppInfo(transport: Transport): Promise<Result<AppInfo>> {
  try {
    return await transport.studio.app.info();
  } catch (error) {
    // A transport should answer with a Result, but a broken preload could still throw.
    return fail('INTERNAL', `app.info threw: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function askConnectivity(transport: Transport): Promise<void> {
  try {
    const state = await transport.studio.app.connectivity({});
    // An event that arrived meanwhile is newer than this answer.
    if (state.ok && useStudioStore.getState().app.connectivity === null) setConnectivity(state.value);
  } catch {
    // As with app.info: a broken transport must not stop the start; the bar keeps "checking".
  }
}

/**
 * Connects the picked transport, subscribes to main → renderer events and loads the app info, then
 * marks the studio ready. Ready means interactive, not "everything worked": a failed `app.info`
 * is shown in the status bar and the shell stays usable. Returns a function that unsubscribes.
 */
export async function initApp(transport: Transport): Promise<() => void> {
  connectTransport(transport);
  setTransportKind(transport.kind);
  // Subscribe before the first request so a change during start-up is not missed.
  const stopConnectivity = transport.studio.events.on('app.connectivityChanged', setConnectivity);
  // Changes announced before this page loaded were missed: ask for the current state once.
  void askConnectivity(transport);
  const info = await loadAppInfo(transport);
  if (info.ok) setAppInfo(info.value);
  else setAppInfoError(info.error);
  markReady();
  return stopConnectivity;
}
