import type { z } from 'zod';

/**
 * One declared operation: its zod input schema, a one-line invariant, and (as a phantom type) the
 * value its successful result carries. The phantom keeps the result type next to the schema, so a
 * name, its input and its output are written in exactly one place.
 */
export interface Operation<Input extends z.ZodType = z.ZodType, Value = unknown> {
  readonly input: Input;
  readonly doc: string;
  readonly __value?: Value;
}

/** `operation<Value>()(inputSchema, doc)`: curried so the value type is explicit and the schema inferred. */
export function operation<Value>() {
  return <Input extends z.ZodType>(input: Input, doc: string): Operation<Input, Value> => ({ input, doc });
}

/** A main → renderer event: its payload type, and a one-line statement of when it fires. */
export interface EventDecl<Payload = unknown> {
  readonly doc: string;
  readonly __payload?: Payload;
}

export function event<Payload>(doc: string): EventDecl<Payload> {
  return { doc };
}
