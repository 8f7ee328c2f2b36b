import { startSandboxServer } from './http/listen';
import type { SandboxHandle, SandboxOptions } from './options';

export type { SandboxHandle, SandboxOptions } from './options';
export type { FaultConfig, FaultController, FaultRule } from './faults';
export type { RequestLog, LoggedRequest } from './request-log';
export { parseShape, responseShapes, type ResponseShape } from './shape';
export { seedCounts } from './seed';

/** Starts the sandbox and resolves once it listens. */
export function startSandbox(options: SandboxOptions): Promise<SandboxHandle> {
  return startSandboxServer(options);
}
