/**
 * Webhooks of voice agents (spec §2.8 and §6): the studio prepares and tests a customer endpoint;
 * the service's dashboard is where the URL and secret are finally pasted (the spec has no API for
 * them). Every check outcome is data: a rule id the UI words in either language, plus the facts
 * (addresses, dates) the wording needs.
 */

export const webhookEventTypes = ['call.started', 'call.answered', 'transcription.update', 'tool.executed', 'call.ended'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Every rule a URL check or a delivery can break (or warn about), one id per distinct reason. */
export const webhookRules = [
  'url.empty',
  'url.unparseable',
  'url.scheme',
  'url.userInfo',
  'url.port',
  'url.portUnusual',
  'url.ipLiteral',
  'url.secret',
  'host.localhost',
  'host.reserved',
  'host.localNetwork',
  'dns.notFound',
  'dns.failed',
  'address.loopback',
  'address.private',
  'address.linkLocal',
  'address.cgnat',
  'address.uniqueLocal',
  'address.unspecified',
  'address.multicast',
  'address.reserved',
  'tls.connect',
  'tls.timeout',
  'certificate.expired',
  'certificate.notYetValid',
  'certificate.expiresSoon',
  'certificate.selfSigned',
  'certificate.untrusted',
  'certificate.nameMismatch',
  'certificate.invalid',
] as const;
export type WebhookRule = (typeof webhookRules)[number];

/** One broken (or merely worrying) rule, with the facts its message names. */
export interface WebhookIssue {
  rule: WebhookRule;
  /** Values the message interpolates: `host`, `address`, `port`, `date`, `detail`. Never a secret. */
  facts: Record<string, string>;
}

export type AddressCategory =
  'public' | 'loopback' | 'private' | 'linkLocal' | 'cgnat' | 'uniqueLocal' | 'unspecified' | 'multicast' | 'reserved';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
  category: AddressCategory;
}

/** What the endpoint's certificate says, shown whether or not it passed. */
export interface CertificateFacts {
  subject: string;
  /** DNS names and IP addresses the certificate is valid for. */
  altNames: string[];
  issuer: string;
  validFrom: string;
  validTo: string;
  fingerprint256: string;
}

export interface UrlCheckResult {
  /** The URL as checked (normalised by the URL parser), or the input when it does not parse. */
  url: string;
  passed: boolean;
  failures: WebhookIssue[];
  warnings: WebhookIssue[];
  addresses: ResolvedAddress[];
  /** The address the TLS connection went to: one of `addresses`, checked before connecting. */
  connectedTo: string | null;
  certificate: CertificateFacts | null;
  checkedAt: string;
}

/** How a test delivery presents the secret. */
export type DeliveryCredential = 'secret' | 'none' | 'wrong';

export interface DeliveryOutcome {
  credential: DeliveryCredential;
  /** Absent when no answer came (refused before connecting, TLS failure, timeout). */
  status?: number;
  latencyMs: number;
  /** Latency over 5 s: the service may give up on a slow endpoint (its timeout is not documented). */
  slow: boolean;
  headers: Array<[string, string]>;
  body: string;
  /** The body shown is the first BODY_LIMIT bytes of `bodyBytes`. */
  bodyTruncated: boolean;
  bodyBytes: number;
  /** Why nothing was sent or no answer came. */
  failure?: WebhookIssue;
  /**
   * Whether a connection was tried: false when the URL was refused before (its rules are checked
   * again right before sending), and then there is no status or latency to show, only `failure`.
   */
  attempted: boolean;
}

export type WebhookTestMode = 'delivery' | 'negative' | 'duplicate';

export interface WebhookTestReport {
  eventType: WebhookEventType;
  mode: WebhookTestMode;
  /** The payload sent (the same object for every delivery of one test). */
  payload: WebhookSamplePayload;
  deliveries: DeliveryOutcome[];
  /**
   * negative: `accepted` when the endpoint answered 2xx to a delivery without the right secret (the
   * endpoint is open to anyone who knows its URL); delivery/duplicate: `accepted` when every answer was 2xx.
   * `notSent` when the URL no longer passed the rules checked right before sending.
   */
  verdict: 'accepted' | 'refused' | 'mixed' | 'unreachable' | 'notSent';
  sentAt: string;
}

/** The envelope docs/service-api.md describes; `data`'s fields are an example (the spec shows none). */
export interface WebhookSamplePayload {
  eventType: WebhookEventType;
  callId: string;
  timestamp: string;
  projectId: string;
  agentId: string;
  agentName: string;
  data: Record<string, unknown>;
}

export interface WebhookAgentState {
  agentId: string;
  /** The endpoint last checked for this agent (remembered per profile), if any. */
  url: string | null;
  /** Whether that check passed: tests are sent only to an endpoint that passed the service's rules. */
  urlPassed: boolean;
  hasSecret: boolean;
  /** `Bearer ` and the secret's last four characters, when there is one. */
  maskedSecret: string | null;
  samples: WebhookSamplePayload[];
}

export interface ReceiverTemplate {
  language: 'node' | 'python';
  fileName: string;
  runCommand: string;
  source: string;
}

/** One request the local event inspector received (sandbox mode: events on this computer only). */
export interface InspectorEntry {
  /** Increasing per run, so the renderer can merge the live stream with a fetched list. */
  id: number;
  receivedAt: string;
  /** Whether the request carried the inspector's own Bearer secret (it is answered 401 otherwise). */
  authorized: boolean;
  eventType: string | null;
  callId: string | null;
  /** The same call id and event type (and timestamp, for transcription.update) arrived before. */
  duplicate: boolean;
  /** The parsed JSON body; null when it was not JSON (then `text` holds its start). */
  payload: unknown;
  text: string | null;
  bytes: number;
}

export interface InspectorState {
  /** Where the inspector listens (loopback only), to be given to the sandbox as the agent's webhookUrl. */
  url: string;
  entries: InspectorEntry[];
}

export interface SimulatedCall {
  callId: string | null;
  /** How many of the five events the sandbox says it delivered. */
  delivered: number;
  attempted: number;
}
