import type { OperationName, Result } from '../../shared/contract';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import type { Core } from '../../electron/core/core';

/** Runs one operation through the core's real dispatch and answers its value; a failure throws, naming the code. */
export async function callCore<T>(core: Core, name: OperationName, input: unknown, transport: 'ipc' | 'web' = 'ipc'): Promise<T> {
  const result = (await dispatch(core.handlers, name, input, { transport })) as Result<T>;
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value;
}
