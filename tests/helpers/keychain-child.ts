// Child process for the keychain failure-mode tests: runs the real KeytarSecretStore (real keytar,
// loaded the production way, under tsx) in whatever environment the parent built, and prints one
// JSON line with every Result. Usage: keychain-child.ts [existing-account]
import { randomUUID } from 'node:crypto';
import { KeytarSecretStore } from '../../electron/core/secrets/keytar-secret-store';

async function main(): Promise<void> {
  const existingAccount = process.argv[2];
  const store = new KeytarSecretStore({ timeoutMs: Number(process.env['SAWT_KEYCHAIN_TIMEOUT_MS'] ?? 4000) });
  const account = randomUUID();
  const started = Date.now();
  const report = {
    probe: await store.probe(),
    existing: existingAccount ? await store.getSecret(existingAccount) : null,
    set: await store.setSecret(account, 'child-canary-key'),
    get: await store.getSecret(account),
    delete: await store.deleteSecret(account),
    elapsedMs: 0,
  };
  report.elapsedMs = Date.now() - started;
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

void main();
