export { SessionManager, type SessionManagerOptions, type SessionOpenHook } from './session-manager';
export {
  embeddedSandbox,
  existingSandbox,
  type EmbeddedSandboxProvider,
  type SandboxAccount,
  type SandboxProvider,
} from './embedded-sandbox';
export { accountFieldsChanged, audioDirOf, cacheFileOf, type ProfileSession } from './profile-session';
