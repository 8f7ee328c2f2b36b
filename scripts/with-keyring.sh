#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring, so keychain
# tests talk to a real Secret Service and never touch the user's own keyring. Without the Debian
# packages (dbus, gnome-keyring) it runs the command as it is; keychain tests then see "no
# Secret Service" and check that failure mode instead.
set -euo pipefail

if [ "${1:-}" != "--inside" ]; then
  if command -v dbus-run-session >/dev/null 2>&1 && command -v gnome-keyring-daemon >/dev/null 2>&1; then
    exec dbus-run-session -- bash "$0" --inside "$@"
  fi
  echo "with-keyring: dbus-run-session or gnome-keyring-daemon not found; running without a Secret Service." >&2
  exec "$@"
fi
shift

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/data" "$scratch/runtime"
chmod 700 "$scratch/runtime"
export XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/runtime"
password=$(head -c 24 /dev/urandom | base64)
eval "$(printf '%s' "$password" | gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)"
export GNOME_KEYRING_CONTROL SAWT_TEST_KEYRING=1
set +e
"$@"
status=$?
set -e
# Only a real PID: `kill 0` would signal this whole process group, npm included.
if [ -n "${GNOME_KEYRING_PID:-}" ] && [ "$GNOME_KEYRING_PID" -gt 0 ] 2>/dev/null; then
  kill "$GNOME_KEYRING_PID" 2>/dev/null || true
fi
exit $status
