import type { ErrorCode } from '../../../shared/contract';
import { voicesEn } from '../features/voices/strings';
import { importMessagesEn, projectsEn } from '../features/projects/strings';
import { historyEn } from '../features/history/strings';
import { agentToolsEn } from '../features/agent-tools/strings';
import { settingsEn } from '../features/settings/strings';
import { lexiconsEn } from '../features/lexicons/strings';
import { lexiconEn } from '../lexicon/strings';
import { readAsEn } from '../read-as/strings';
import { pausesEn } from '../pauses/strings';
import { tashkeelEn } from '../tashkeel/strings';
import { projectExportEn } from '../export/project/strings';
import { playerEn } from '../audio/strings';

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
    projects: 'Projects',
    history: 'History',
    agentTools: 'Agent tools',
    lexicons: 'Lexicons',
    settings: 'Settings',
  },
  language: {
    /** The name of the *other* language, written in that language: what the switch offers. */
    other: 'العربية',
    switchHint: 'Show the interface in Arabic',
  },
  status: {
    label: 'Studio status',
    shortcuts: 'Keyboard shortcuts',
    about: 'About',
    online: 'Connected to the service',
    offline: 'Offline: showing saved data',
    checking: 'Checking the connection to the service…',
    infoFailed: 'Could not load the studio details: {{reason}}',
  },
  placeholder: {
    comingSoon: 'This section is being built.',
  },
  voices: voicesEn,
  player: playerEn,
  projects: projectsEn,
  /** The import's errors and warnings by the core's messageKey (`import.TOO_LARGE` …). */
  import: importMessagesEn,
  history: historyEn,
  agentTools: agentToolsEn,
  settings: settingsEn,
  lexicon: lexiconEn,
  /** Read-as as every editor shows it (renderer/src/read-as). */
  readAs: readAsEn,
  /** Pause markers as every editor shows them (renderer/src/pauses). */
  pauses: pausesEn,
  /** The tashkeel palette (renderer/src/tashkeel). */
  tashkeel: tashkeelEn,
  lexicons: lexiconsEn,
  projectExport: projectExportEn,
  shortcuts: {
    title: 'Keyboard shortcuts',
    description: 'They work anywhere in the studio; "?" and "/" work when you are not typing in a field.',
    or: 'or',
    help: 'Show this list',
    section: 'Go to {{section}}',
    search: 'Search on the current screen',
    generate: 'Generate speech (the block you are in)',
    generateAgain: 'In a generated block: generate it again (a new take)',
    playPause: 'Play or pause (in a block: that block)',
    blocks: 'In a project: the block before or after',
    newBlock: 'In a block: a new block from the caret (Shift+Enter: a line break)',
    joinBlock: 'At the start of a block: join it to the one before',
    moveChapter: 'On a chapter: move it up or down',
    playerBar: 'In the player bar: play or pause, seek back or forward',
    escape: 'Close a dialog or menu',
    about: 'About this studio',
  },
  announce: {
    syncStarted: 'Syncing history…',
    switchFailed: 'Could not switch to the profile {{name}}: {{reason}}',
  },
  /** The studio's date field (renderer/src/ui/date-field). */
  dateField: {
    anyDay: 'Any day',
    calendar: 'Calendar',
    dialog: '{{label}}: choose a day',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    today: 'Today',
    clear: 'Clear',
    /** <k> marks a key's name (drawn as a key cap, kept left to right in Arabic). */
    keyboardHelp:
      '<k>←</k> <k>→</k> <k>↑</k> <k>↓</k> day and week, <k>Page Up</k> <k>Page Down</k> month, <k>Home</k> <k>End</k> start and end of the week, <k>Enter</k> choose, <k>Esc</k> close.',
    notADate: '"{{text}}" is not a date. Type it like {{example}} or {{iso}}.',
    noSuchMonth: 'There is no month {{month}}: months run from 1 to 12.',
    noSuchDay: '{{month}} has no day {{day}}: it has {{last}} days.',
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
    fieldRefused: '“{{field}}” was not accepted: correct that field and try again.',
    RATE_LIMITED: 'Too many requests; try again shortly.',
    SERVER: 'The service ran into a problem; try again later.',
    NETWORK: 'Could not connect; check the network.',
    TIMEOUT: 'The request took too long.',
    CANCELLED: 'The request was cancelled.',
    OFFLINE: 'You are offline.',
    KEYCHAIN_UNAVAILABLE: 'The system credential store is not available.',
    BAD_RESPONSE: 'An unexpected response arrived.',
    DISK: 'Could not read or write a file on disk.',
    DISK_READ_ONLY: 'The disk is read-only; make the data folder writable, then try again.',
    INTERNAL: 'Something went wrong inside the studio.',
  } satisfies Record<ErrorCode | 'fieldRefused', string>,
  /** DISK errors by errno (messageKey `disk.<code>`): the cause a person can act on. */
  disk: {
    ENOSPC: 'The disk is full; free some space.',
    EDQUOT: 'Your disk quota is used up; free some space.',
    EACCES: 'The studio may not write to its data folder; check the folder\u2019s permissions.',
    EPERM: 'The studio may not write to its data folder; check the folder\u2019s permissions.',
    EROFS: 'The disk is read-only.',
    EIO: 'The disk reported a read or write error.',
    CACHE_LOCKED: 'The history cache is in use by another program (is the studio open twice?). Close it, then try again; nothing was lost.',
    /** SQLite's own fault codes (the dispatcher's and the cache opener's messageKey `disk.SQLITE_*`). */
    SQLITE_FULL: 'The disk is full, so the history cache cannot grow; free some space.',
    SQLITE_IOERR: 'The disk reported a read or write error in the history cache.',
    SQLITE_READONLY: 'The history cache is on a read-only disk; history and voices cannot be saved.',
    SQLITE_CANTOPEN: 'The history cache cannot be opened; check that the data folder exists and can be written.',
    SQLITE_CORRUPT: 'The history cache is damaged; it will be rebuilt from the service the next time the studio starts.',
    SQLITE_NOTADB: 'The history cache is damaged; it will be rebuilt from the service the next time the studio starts.',
    SQLITE_BUSY: 'The history cache is in use by another program (is the studio open twice?). Close it, then try again; nothing was lost.',
    SQLITE_LOCKED:
      'The history cache is in use by another program (is the studio open twice?). Close it, then try again; nothing was lost.',
  },
};

/** The shape every language's strings must have. */
export type Messages = typeof en;
