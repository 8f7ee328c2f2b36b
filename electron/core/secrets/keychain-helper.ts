// The keychain helper process: the real keychain (keytar, see keytar-secret-store.ts) behind an IPC
// channel, so that its calls run on this process's libuv thread pool and never on the core's. A
// keyring that hangs (an unanswered unlock prompt, a stopped daemon) then holds only this process,
// which the core kills when a call passes its deadline (keychain-process-store.ts).
import { fail } from '../../../shared/contract/errors';
import { isKeychainRequest, type KeychainReply, type KeychainRequest } from './keychain-protocol';
import { KeytarSecretStore } from './keytar-secret-store';

// The core owns the deadline and kills this process when it passes; this limit only bounds a call
// if the core ever stopped watching. (setTimeout turns anything past 2^31-1 ms into 1 ms.)
const HELPER_CALL_LIMIT_MS = 10 * 60 * 1000;

const store = new KeytarSecretStore({ timeoutMs: HELPER_CALL_LIMIT_MS });

function send(reply: KeychainReply): void {
  process.send?.(reply);
}

async function answer(request: KeychainRequest): Promise<void> {
  const [first = '', second = ''] = request.args;
  let result;
  switch (request.method) {
    case 'getSecret':
      result = await store.getSecret(first);
      break;
    case 'setSecret':
      result = await store.setSecret(first, second);
      break;
    case 'deleteSecret':
      result = await store.deleteSecret(first);
      break;
    case 'probe':
      result = await store.probe();
      break;
  }
  send({ type: 'result', id: request.id, result });
}

if (!process.send) {
  process.stderr.write('keychain-helper: start me with child_process.fork (I answer over its IPC channel).\n');
  process.exit(2);
}
process.on('message', (message: unknown) => {
  if (isKeychainRequest(message)) void answer(message);
  else if (typeof (message as { id?: unknown } | null)?.id === 'number') {
    send({
      type: 'result',
      id: (message as { id: number }).id,
      result: fail('INTERNAL', 'The keychain helper received a request it does not understand.'),
    });
  }
});
// The core went away (closed, crashed, killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
