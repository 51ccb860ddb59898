/**
 * Typed, validated access to the browser's local and session storage that never throws:
 * no window (server rendering), storage refused (private mode, disabled cookies), a full quota
 * or a corrupt value all read as "absent" and make writes no-ops, so a storage problem can never
 * break the store screen.
 */
import type { StorageKey, StorageKind, StoragePlace } from './keys';

/** The Storage object of one kind, or null when there is none (server) or it is refused. */
export function storageOf(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a raw stored string, or null. */
export function readRaw(key: StoragePlace): string | null {
  const storage = storageOf(key.kind);
  if (!storage) return null;
  try {
    return storage.getItem(key.name);
  } catch {
    return null;
  }
}

/**
 * Decodes a raw stored string for a key; null or invalid means absent. Values are JSON, but a
 * plain string written by older code ('1204' for a room) is accepted when the key wants a string.
 */
export function decodeStored<T>(key: StorageKey<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const fromJson = key.parse(JSON.parse(raw) as unknown);
    if (fromJson !== null) return fromJson;
  } catch {
    // Not JSON: tried as a plain string below.
  }
  return key.parse(raw);
}

/** Reads and validates a key; absent, unreadable or invalid gives null. */
export function readStorage<T>(key: StorageKey<T>): T | null {
  return decodeStored(key, readRaw(key));
}

/** Validates and writes a key; returns whether it was stored (false on quota, no storage, invalid value). */
export function writeStorage<T>(key: StorageKey<T>, value: T): boolean {
  const storage = storageOf(key.kind);
  if (!storage || key.parse(value) === null) return false;
  try {
    storage.setItem(key.name, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; a storage that refuses is ignored. */
export function removeStorage(key: StoragePlace): void {
  const storage = storageOf(key.kind);
  if (!storage) return;
  try {
    storage.removeItem(key.name);
  } catch {
    // Nothing to do: the value is then left as it was, and reads still validate it.
  }
}
