import type { Session, WebContents } from 'electron';

/**
 * The studio needs no browser permission (no camera, microphone, notifications, geolocation,
 * devices or screen capture; audio playback needs none), so every request and every check is
 * answered "no". Security checklist item 5:
 * https://www.electronjs.org/docs/latest/tutorial/security#5-handle-session-permission-requests-from-remote-content
 */
export type PermissionSession = Pick<
  Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'setDisplayMediaRequestHandler'
  | 'setBluetoothPairingHandler'
  | 'on'
>;

export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  // WebHID / WebUSB / Web Serial: no device is ever remembered as granted.
  session.setDevicePermissionHandler(() => false);
  // getDisplayMedia: answering with no stream refuses the capture.
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
  // The device pickers: answered "none" here rather than left to Electron's defaults.
  session.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback(null);
  });
  session.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  session.on('select-serial-port', (event, _ports, _webContents, callback) => {
    event.preventDefault();
    callback('');
  });
  session.setBluetoothPairingHandler((_details, callback) => callback({ confirmed: false }));
}

/**
 * Web Bluetooth's picker. Electron's default, when nobody handles the event, is to pick the FIRST
 * device in range with no prompt (https://www.electronjs.org/docs/latest/api/web-contents#event-select-bluetooth-device),
 * so script in a window could connect to a nearby device the user never chose. Every request is cancelled.
 */
export function refuseBluetoothChooser(contents: Pick<WebContents, 'on'>): void {
  contents.on('select-bluetooth-device', (event, _devices, callback) => {
    event.preventDefault();
    callback('');
  });
}
