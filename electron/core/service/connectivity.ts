/**
 * Tells the app when the service stops or starts answering, once per change, so the UI can show
 * "offline" without every caller inspecting error codes. "Answering" means any HTTP response, even
 * a 4xx: the network path works. Only NETWORK and TIMEOUT count as unreachable.
 */
export type ConnectivityListener = (online: boolean, reason?: string) => void;

export class ConnectivityMonitor {
  private state: 'unknown' | 'online' | 'offline' = 'unknown';

  constructor(private readonly listener?: ConnectivityListener) {}

  reached(): void {
    const wasOffline = this.state === 'offline';
    this.state = 'online';
    if (wasOffline) this.notify(true);
  }

  unreachable(reason: string): void {
    const wasOffline = this.state === 'offline';
    this.state = 'offline';
    if (!wasOffline) this.notify(false, reason);
  }

  private notify(online: boolean, reason?: string): void {
    try {
      this.listener?.(online, reason);
    } catch {
      // A listener's own bug must not turn a service answer into a failure.
    }
  }
}
