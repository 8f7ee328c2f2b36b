import type { z } from 'zod';
import type { Result } from './errors';
import type { Operation, EventDecl } from './define';
import type { Operations, OperationName } from './operations';
import type { Events, EventName } from './events';

/** What the caller passes (before schema defaults apply). */
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
/** What a handler receives (after the schema parsed and defaulted it). */
export type ParsedInputOf<N extends OperationName> = z.output<Operations[N]['input']>;
/** The value of a successful result. */
export type ValueOf<N extends OperationName> = Operations[N] extends Operation<z.ZodType, infer V> ? V : never;
export type PayloadOf<E extends EventName> = Events[E] extends EventDecl<infer P> ? P : never;

type DomainOf<N extends string> = N extends `${infer D}.${string}` ? D : never;
export type Domain = DomainOf<OperationName>;

type OperationFn<N extends OperationName> =
  {} extends InputOf<N> ? (input?: InputOf<N>) => Promise<Result<ValueOf<N>>> : (input: InputOf<N>) => Promise<Result<ValueOf<N>>>;

export type EventListener<E extends EventName> = (payload: PayloadOf<E>) => void;

/**
 * The renderer's view of the main process: `studio.<domain>.<verbNoun>(input)`, plus typed event
 * subscription. Built from the contract by `buildStudioApi`; there is no generic `invoke`.
 */
export type StudioApi = {
  [D in Domain]: {
    [N in OperationName as N extends `${D}.${infer Verb}` ? Verb : never]: OperationFn<N>;
  };
} & {
  events: {
    on<E extends EventName>(name: E, listener: EventListener<E>): () => void;
  };
};
