import { useEffect } from 'react';
import { followAccountChanges, loadAccount } from '../features/settings/account-actions';
import { useStudioStore } from '../store';

/**
 * Once the studio is ready (a transport is connected), loads the profiles for the header and the
 * first-run welcome, and follows `account.changed` for as long as the shell is mounted.
 */
export function useAccountBootstrap(): void {
  const ready = useStudioStore((state) => state.app.ready);
  useEffect(() => {
    if (!ready) return;
    void loadAccount();
    return followAccountChanges();
  }, [ready]);
}
