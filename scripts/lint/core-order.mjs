// The order between electron/core's folders and the known cycles, read by eslint.config.mjs for
// the house rules (house-plugin.mjs). Changing a row is a design decision: say why in the commit.

// The core's order: a folder (or root file) of electron/core imports only folders of earlier rows,
// never its own row's others. Read top-down it is also the order to learn the core in. The
// contract's assembly (each feature's handlers, dispatch/, core.ts) may import every row.
export const coreOrder = [
  ['fs', 'security', 'sqlite', 'ui-files', 'events.ts'], // Node helpers that know nothing of the studio
  ['audio', 'cache', 'secrets', 'service', 'settings'], // stores, the keychain, the service client
  ['profiles'],
  ['session'], // the active profile's client, cache and audio store
  ['agents', 'app', 'import', 'voices'],
  ['webhooks'],
  ['core-context.ts'], // what createCore hands the handlers and the use-cases that take it whole
  ['account', 'history'],
  ['speech'], // the one generation road (a clip made, kept in history), its cancels, the service's dictionaries
  ['lexicons'], // the user's pronunciation lexicons: "Try it" speaks through the generation road and reuses history's clips
  ['projects'], // projects of chapters of blocks: built on the generation road, audio's joins, history's clips; legacy/ reads the old Script screen's drafts, pieces and takes once
  ['subtitles'],
  ['audio-export'],
  ['deliverables'], // a whole project's export: a project's chapters through audio-export's finishing and encoders
];
export const coreAssembly = '^(core\\.ts|dispatch/.*|[^/]+/(.+-)?handlers\\.ts)$';
// Known imports that break the order and close a cycle, each deleted by the change it names. None
// today: an entry here is a debt with its way out written beside it.
export const knownCycles = [];
