import { sandboxRoutes, type RouteName } from './route-table';

export interface RouteMatch {
  name: RouteName;
  /** Decoded `{id}` and other template parameters. */
  params: Record<string, string>;
}

interface CompiledRoute {
  name: RouteName;
  method: string;
  segments: string[];
  literalCount: number;
}

/** The sandbox's route table, literal-heavy first so `/web-tool/list` beats `/web-tool/{id}`. */
const compiled: CompiledRoute[] = sandboxRoutes
  .map(({ name, method, path }) => {
    const segments = path.split('/');
    return { name, method, segments, literalCount: segments.filter((s) => !s.startsWith('{')).length };
  })
  .sort((a, b) => b.literalCount - a.literalCount);

/**
 * Matches the RAW path (never a URL-normalised one, which would resolve `..`) segment by segment.
 * A parameter is exactly one raw segment, decoded afterwards: `%2F` becomes a `/` inside the id,
 * which then names no resource (404); `a/b` is two segments and matches no route (404).
 */
export function matchRoute(method: string, rawPath: string): RouteMatch | null {
  const segments = rawPath.split('/');
  for (const route of compiled) {
    if (route.method !== method || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < segments.length && matched; i += 1) {
      const template = route.segments[i]!;
      const actual = segments[i]!;
      if (template.startsWith('{')) {
        const decoded = safeDecode(actual);
        if (decoded === null || decoded === '') matched = false;
        else params[template.slice(1, -1)] = decoded;
      } else if (template !== actual) {
        matched = false;
      }
    }
    if (matched) return { name: route.name, params };
  }
  return null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
