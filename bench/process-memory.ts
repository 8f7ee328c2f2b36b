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

/**
 * This process's own peak RSS in MB: the kernel's high-water mark of its memory (VmHWM), or
 * getrusage's maxRSS where /proc cannot tell. Not maxRSS on Linux: a spawned child's maxRSS starts
 * at its parent's RSS when it was spawned (the address space it replaced at exec is counted), so a
 * core started by a 200 MB bench process reported 200 MB before it did anything.
 */
export function ownPeakRssMb(): number {
  try {
    const value = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${process.pid}/status`, 'utf8'));
    if (value) return Number(value[1]) / 1024;
  } catch {
    // Not Linux: maxRSS below.
  }
  return process.resourceUsage().maxRSS / 1024;
}
