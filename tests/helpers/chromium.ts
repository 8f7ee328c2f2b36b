/**
 * The system Chromium (Debian's package) and the flags that keep it quiet on a machine with no
 * network: Playwright cannot download its own browser here. Shared by the Playwright config and
 * the start-up benchmark.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
