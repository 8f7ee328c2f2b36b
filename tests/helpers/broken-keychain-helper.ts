// Failure injection for KeychainProcessStore: a keychain helper that breaks the way a real one can,
// chosen by SAWT_BROKEN_HELPER. `silent`: listens, then never answers (a keyring that hangs inside
// a call). `mute`: never starts listening (a helper stuck while loading). `crash`: dies on the
// first request (a native crash inside libsecret).
const mode = process.env['SAWT_BROKEN_HELPER'];
if (mode !== 'mute') process.send?.({ type: 'ready' });
process.on('message', () => {
  if (mode === 'crash') process.exit(70);
});
// Kept alive by the IPC channel; it ends when the store kills it or the parent goes away.
process.on('disconnect', () => process.exit(0));
