import type { Session } from 'electron';

/**
 * The studio needs no browser permission (no camera, microphone, notifications, geolocation,
 * devices or screen capture; audio playback needs none), so every request and every check is
 * answered "no". Security checklist item 5:
 * https://www.electronjs.org/docs/latest/tutorial/security#5-handle-session-permission-requests-from-remote-content
 */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler' | 'setDisplayMediaRequestHandler'
>;

export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  // WebHID / WebUSB / Web Serial: no device is ever remembered as granted.
  session.setDevicePermissionHandler(() => false);
  // getDisplayMedia: answering with no stream refuses the capture.
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
}
