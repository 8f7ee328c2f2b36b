import type { ErrorCode } from '../../../shared/contract';

/**
 * English strings. This object's shape is the type every language must match (see ar.ts), so a key
 * missing from a translation is a type error. Plain strings only; numbers go through Intl
 * (format.ts) and reach a string as an interpolated value.
 */
export const en = {
  app: {
    name: 'Sawt Studio',
    loading: 'Loading…',
    screenFailed: 'This section could not be loaded.',
  },
  nav: {
    label: 'Sections',
    voices: 'Voices',
    script: 'Script',
    history: 'History',
    agentTools: 'Agent tools',
    settings: 'Settings',
  },
  language: {
    /** The name of the *other* language, written in that language: what the switch offers. */
    other: 'العربية',
    switchHint: 'Show the interface in Arabic',
  },
  status: {
    label: 'Studio status',
    transport: 'Transport',
    version: 'Version',
    online: 'Connected to the service',
    offline: 'Offline: showing saved data',
    infoFailed: 'Could not load the studio details: {{reason}}',
  },
  placeholder: {
    comingSoon: 'This section is being built.',
  },
  voices: {
    title: 'Voices',
    intro: 'Browse Arabic and English voices and their dialects, and keep your favourites at hand.',
  },
  script: {
    title: 'Script',
    intro: 'Write or paste a script, choose a voice, and turn it into speech.',
  },
  history: {
    title: 'History',
    intro: 'Replay, search and export everything you have generated, even offline.',
  },
  agentTools: {
    title: 'Agent tools',
    intro: 'Manage the web tools and knowledge-base items your voice agents use.',
  },
  settings: {
    title: 'Settings',
    about: {
      heading: 'About this studio',
      version: 'Version',
      transport: 'Connection to the studio core',
      dataDir: 'Data folder',
      platform: 'Platform',
      notLoaded: 'Not available yet',
    },
    transportName: {
      ipc: 'Desktop app (IPC)',
      web: 'Web mode (local HTTP)',
    },
    ping: {
      heading: 'Connection check',
      intro: 'Sends a message to the studio core and measures the round trip.',
      messageLabel: 'Message',
      defaultMessage: 'Hello',
      button: 'Ping',
      pending: 'Checking…',
      reply: 'Reply: {{message}}',
      roundTrip: 'Round trip: {{duration}}',
      failed: 'The check failed: {{reason}}',
    },
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  errors: {
    NO_API_KEY: 'No API key has been set yet.',
    UNAUTHORIZED: 'Not authorised: the session has expired or the key was rejected.',
    FORBIDDEN: 'This action is not allowed.',
    NOT_FOUND: 'Not found.',
    VALIDATION: 'Some of the input is not valid.',
    RATE_LIMITED: 'Too many requests; try again shortly.',
    SERVER: 'The service ran into a problem; try again later.',
    NETWORK: 'Could not connect; check the network.',
    TIMEOUT: 'The request took too long.',
    CANCELLED: 'The request was cancelled.',
    OFFLINE: 'You are offline.',
    KEYCHAIN_UNAVAILABLE: 'The system credential store is not available.',
    BAD_RESPONSE: 'An unexpected response arrived.',
    DISK: 'Could not read or write a file on disk.',
    INTERNAL: 'Something went wrong inside the studio.',
  } satisfies Record<ErrorCode, string>,
};

/** The shape every language's strings must have. */
export type Messages = typeof en;
