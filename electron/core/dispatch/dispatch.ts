import type { z } from 'zod';
import {
  fail,
  isOperationName,
  operations,
  type OperationName,
  type ParsedInputOf,
  type Result,
  type ValueOf,
} from '../../../shared/contract';
import type { TransportKind } from '../../../shared/model/app';
import { hasLoneSurrogate } from './lone-surrogates';
import { diskFaultOf } from '../fs/disk-fault';

/**
 * What only the desktop app can do for the window that called (native file drag, system file
 * dialogs). Present on IPC calls; absent in web mode, where features fall back to the browser.
 */
export interface DesktopCapabilities {
  /** Starts a native drag of these files (already resolved by the core to files it owns). */
  startDrag(files: string[]): void;
  chooseDirectory(title: string): Promise<string | null>;
  chooseSaveFile(defaultName: string, title: string): Promise<string | null>;
}

/** What a handler knows about the call beyond its input. */
export interface CallContext {
  transport: TransportKind;
  /** Aborted when the caller goes away (window closed, HTTP client disconnected). */
  signal?: AbortSignal;
  desktop?: DesktopCapabilities;
}

/** One handler per declared operation; leaving one out is a type error where `Handlers` is built. */
export type Handlers = {
  [N in OperationName]: (input: ParsedInputOf<N>, ctx: CallContext) => Promise<Result<ValueOf<N>>>;
};

/** Names the failing input path, so the message says which field is wrong and why. */
export function describeZodError(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid input' };
  const field = issue.path.map(String).join('.');
  return field ? { message: `${field}: ${issue.message}`, field } : { message: issue.message };
}

/**
 * The single road from a transport into the core: unknown name → NOT_FOUND, input parsed by the
 * declared schema (VALIDATION naming the field), handler run, anything it throws turned into
 * INTERNAL. Never throws, so nothing is lost crossing IPC (Electron keeps only an error's message).
 */
export async function dispatch(handlers: Handlers, name: unknown, rawInput: unknown, ctx: CallContext): Promise<Result<unknown>> {
  if (!isOperationName(name)) return fail('NOT_FOUND', `Unknown operation "${String(name)}"`);
  // Half a UTF-16 pair ("\ud800" in JSON, or a string sliced mid-pair) is no valid id, file name
  // or service field: refuse it here, typed, rather than deep inside a handler or on disk.
  if (hasLoneSurrogate(rawInput)) return fail('VALIDATION', 'Input contains text that is not valid Unicode (a lone surrogate)');
  const parsed = operations[name].input.safeParse(rawInput === undefined ? {} : rawInput);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error);
    return fail('VALIDATION', message, field ? { field } : {});
  }
  try {
    const handler = handlers[name] as (input: unknown, ctx: CallContext) => Promise<Result<unknown>>;
    return await handler(parsed.data, ctx);
  } catch (error) {
    if (ctx.signal?.aborted) return fail('CANCELLED', `${name} was cancelled`);
    // A full disk, a read-only folder or a locked cache is the user's to fix, and says so.
    const disk = diskFaultOf(error, name);
    if (disk) return { ok: false, error: disk };
    // The message of an unexpected error may hold anything (paths, bodies): it stays in the log.
    console.error(`[studio] ${name} failed unexpectedly:`, error);
    return fail('INTERNAL', `Something went wrong in ${name}; the details are in the log.`);
  }
}
