import { callApi } from '../lib/api/api-client.ts';

// docs/states.md#version-check: the server's version is refetched on focus; when it differs from
// this build's commit id, the page reloads to pick up the new build.
export function watchVersion(buildSha: string): void {
  if (buildSha === 'unknown') return;
  window.addEventListener('focus', async () => {
    try {
      const { version } = await callApi('getVersion', { auth: 'none', attempts: 1 });
      if (version !== 'unknown' && version !== buildSha) window.location.reload();
    } catch {
      // Offline or a failing API is not a reason to reload.
    }
  });
}
