import type { ReceiverTemplate } from '../../../shared/model/webhooks';
import { nodeReceiverSource } from './templates/node-receiver';
import { pythonReceiverSource } from './templates/python-receiver';

/** Both receivers read the secret from WEBHOOK_SECRET, so a copied template never holds it. */
export const receiverTemplates: ReceiverTemplate[] = [
  {
    language: 'node',
    fileName: 'webhook-receiver.js',
    runCommand: "WEBHOOK_SECRET='Bearer <token>' PORT=8080 node webhook-receiver.js",
    source: nodeReceiverSource,
  },
  {
    language: 'python',
    fileName: 'webhook_receiver.py',
    runCommand: "WEBHOOK_SECRET='Bearer <token>' PORT=8080 python3 webhook_receiver.py",
    source: pythonReceiverSource,
  },
];
