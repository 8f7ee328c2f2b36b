import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, refuseBluetoothChooser, type PermissionSession } from '../../../electron/main/permissions';

/** Records each handler the code installs on the session. */
function fakeSession() {
  const installed: Record<string, (...args: never[]) => unknown> = {};
  const record = (name: string) => (handler: (...args: never[]) => unknown) => {
    installed[name] = handler;
  };
  const session = {
    setPermissionRequestHandler: record('request'),
    setPermissionCheckHandler: record('check'),
    setDevicePermissionHandler: record('device'),
    setDisplayMediaRequestHandler: record('displayMedia'),
    setBluetoothPairingHandler: record('bluetoothPairing'),
    on: (event: string, handler: (...args: never[]) => unknown) => record(event)(handler),
  };
  return { session: session as unknown as PermissionSession, installed };
}

function installedHandlers() {
  const { session, installed } = fakeSession();
  denyAllPermissions(session);
  const get = (name: string) => {
    const handler = installed[name];
    if (!handler) throw new Error(`${name} handler not installed`);
    return handler as (...args: unknown[]) => unknown;
  };
  return get;
}

const permissions = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'display-capture',
  'openExternal',
  'hid',
  'serial',
  'usb',
  'fullscreen',
  'unknown',
];

describe('denyAllPermissions', () => {
  it.each(permissions)('answers a request for %s with false', (permission) => {
    const handler = installedHandlers()('request');
    const callback = vi.fn();
    handler({}, permission, callback, { requestingUrl: 'app://studio/index.html' });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(false);
  });

  it.each(permissions)('answers a check for %s with false, even for our own origin', (permission) => {
    const handler = installedHandlers()('check');
    expect(handler({}, permission, 'app://studio', { requestingUrl: 'app://studio/index.html' })).toBe(false);
  });

  it('grants no device', () => {
    const handler = installedHandlers()('device');
    expect(handler({ deviceType: 'usb', origin: 'app://studio', device: {} })).toBe(false);
  });

  it('refuses screen capture with no stream', () => {
    const handler = installedHandlers()('displayMedia');
    const callback = vi.fn();
    handler({ securityOrigin: 'app://studio', videoRequested: true, audioRequested: true }, callback);
    expect(callback).toHaveBeenCalledWith(null);
  });
});

/** An Electron event whose default (no listener, or no preventDefault) is Electron's own choice. */
const pickerEvent = () => ({ preventDefault: vi.fn() });

describe('device pickers', () => {
  it.each([
    ['select-hid-device', [{ deviceList: [{ deviceId: 'hid-1' }] }], undefined],
    ['select-usb-device', [{ deviceList: [{ deviceId: 'usb-1' }] }], undefined],
    ['select-serial-port', [[{ portId: 'ttyS0' }], {}], ''],
  ])('%s chooses nothing', (name, args, none) => {
    const handler = installedHandlers()(name);
    const event = pickerEvent();
    const callback = vi.fn();
    handler(event, ...args, callback);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(callback).toHaveBeenCalledTimes(1);
    if (none === '') expect(callback).toHaveBeenCalledWith('');
    else expect(callback.mock.calls[0]!.filter((arg: unknown) => arg !== null)).toEqual([]);
  });

  it('refuses Bluetooth pairing', () => {
    const callback = vi.fn();
    installedHandlers()('bluetoothPairing')({ deviceId: 'bt-1', pairingKind: 'confirm' }, callback);
    expect(callback).toHaveBeenCalledWith({ confirmed: false });
  });

  it('cancels Web Bluetooth instead of letting Electron pick the first device in range', () => {
    const listeners = new Map<string, (...args: unknown[]) => void>();
    refuseBluetoothChooser({ on: ((name: string, listener: (...args: unknown[]) => void) => listeners.set(name, listener)) as never });
    const event = pickerEvent();
    const callback = vi.fn();
    listeners.get('select-bluetooth-device')!(event, [{ deviceId: 'AA:BB', deviceName: 'Headset' }], callback);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(callback).toHaveBeenCalledWith('');
  });
});
