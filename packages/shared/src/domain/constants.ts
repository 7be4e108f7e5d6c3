export const TOAST_AUTO_CLOSE_MS = 3000;

export const DEFAULT_DOWNLOAD_FILE_NAME = 'File.csv';

/** Browser storage keys; renaming one would orphan data stored under the old name. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  redirectionPage: 'redirectionPage',
  persistData: 'persistData',
  spanpersistData: 'spanpersistData',
  selectedPromptId: 'selectedPromptId',
  hasSeenTour: 'hasSeenTour',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Logging out must not replay the product tour, so that flag outlives the session. */
export const KEYS_KEPT_ON_LOGOUT: readonly string[] = [STORAGE_KEYS.hasSeenTour];

export function keysToClearOnLogout(allKeys: readonly string[]): string[] {
  return allKeys.filter((key) => !KEYS_KEPT_ON_LOGOUT.includes(key));
}
