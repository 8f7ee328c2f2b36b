import { readFileSync } from 'node:fs';

/**
 * Memory of this process's children (the embedded sandbox runs in one), read from Linux's /proc:
 * `VmRSS` now or `VmHWM` (the peak), in MB summed over the children; null where /proc cannot tell.
 */
export function childrenMemoryMb(field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    let total = 0;
    for (const pid of children) {
      const value = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += value ? Number(value[1]) / 1024 : 0;
    }
    return children.length > 0 ? total : null;
  } catch {
    return null;
  }
}
