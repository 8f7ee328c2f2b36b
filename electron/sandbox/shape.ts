/**
 * Which of the service's plausible forms the sandbox answers in. 'spec' follows the interface's
 * types and samples exactly; 'lenient' sends the variants real services were seen to send, so
 * the studio is tested against both (a client that only reads one form fails one suite).
 */
export const responseShapes = ['spec', 'lenient'] as const;
export type ResponseShape = (typeof responseShapes)[number];

/** Reads `--shape` / SANDBOX_SHAPE; throws with the allowed values otherwise. */
export function parseShape(text: string, source: string): ResponseShape {
  const shape = responseShapes.find((candidate) => candidate === text);
  if (!shape) throw new Error(`${source} must be ${responseShapes.join(' or ')}, got "${text}"`);
  return shape;
}
