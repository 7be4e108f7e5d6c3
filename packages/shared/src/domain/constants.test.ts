import { describe, it, expect } from 'vitest';
import {
  DEFAULT_DOWNLOAD_FILE_NAME,
  KEYS_KEPT_ON_LOGOUT,
  STORAGE_KEYS,
  TOAST_AUTO_CLOSE_MS,
  keysToClearOnLogout,
} from './constants';

describe('constants', () => {
  it('has the documented values', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(DEFAULT_DOWNLOAD_FILE_NAME).toBe('File.csv');
    expect(KEYS_KEPT_ON_LOGOUT).toEqual(['hasSeenTour']);
  });

  it('uses each storage key name as its own value', () => {
    for (const [name, value] of Object.entries(STORAGE_KEYS)) expect(value).toBe(name);
    expect(Object.keys(STORAGE_KEYS)).toHaveLength(8);
  });
});

describe('keysToClearOnLogout', () => {
  it('clears everything except the tour flag, preserving order', () => {
    expect(keysToClearOnLogout(['token', 'hasSeenTour', 'userData', 'somethingElse'])).toEqual([
      'token',
      'userData',
      'somethingElse',
    ]);
  });

  it('clears every known key but hasSeenTour', () => {
    const cleared = keysToClearOnLogout(Object.values(STORAGE_KEYS));
    expect(cleared).toHaveLength(7);
    expect(cleared).not.toContain('hasSeenTour');
  });

  it('returns nothing when there is nothing to clear', () => {
    expect(keysToClearOnLogout([])).toEqual([]);
    expect(keysToClearOnLogout(['hasSeenTour'])).toEqual([]);
  });
});
