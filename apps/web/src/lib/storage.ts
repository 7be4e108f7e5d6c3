import { keysToClearOnLogout, STORAGE_KEYS } from '@assay/shared/domain/constants';

/** The only reader and writer of localStorage; keys are the spec's (SPEC section 9). */
export const storage = {
  get(key: keyof typeof STORAGE_KEYS): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: keyof typeof STORAGE_KEYS, value: string): void {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  },
  remove(key: keyof typeof STORAGE_KEYS): void {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  },
  getJson<T>(key: keyof typeof STORAGE_KEYS): T | null {
    const raw = this.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: keyof typeof STORAGE_KEYS, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
  /** Logout clears everything except the guided-tour flag. */
  clearOnLogout(): void {
    const all = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of keysToClearOnLogout(all)) window.localStorage.removeItem(key);
  },
};
