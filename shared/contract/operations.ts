import { accountOperations } from './ops/account';
import { agentsOperations } from './ops/agents';
import { appOperations } from './ops/app';
import { audioOperations } from './ops/audio';
import { audioExportOperations } from './ops/audio-export';
import { historyOperations } from './ops/history';
import { deliverablesOperations } from './ops/deliverables';
import { projectsOperations } from './ops/projects';
import { lexiconsOperations } from './ops/lexicons';
import { speechOperations } from './ops/speech';
import { voicesOperations } from './ops/voices';
import { webhooksOperations } from './ops/webhooks';

export const operations = {
  ...appOperations,
  ...accountOperations,
  ...voicesOperations,
  ...speechOperations,
  ...projectsOperations,
  ...deliverablesOperations,
  ...historyOperations,
  ...agentsOperations,
  ...audioExportOperations,
  ...audioOperations,
  ...lexiconsOperations,
  ...webhooksOperations,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
