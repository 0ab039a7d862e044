/**
 * Public content read on every page view (texts, services, testimonials), kept in memory. An edit
 * through this process drops its entry at once; other server processes see it within `ttlMs`
 * (decision 0044: no cross-process bus for texts that change a few times a week).
 */
export function createContentCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: unknown; expires: number; pending?: Promise<unknown> }>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      const value = await load();
      entries.set(key, { value, expires: now() + ttlMs });
      return value;
    },
    /** Drops one key, or every key starting with `prefix*`. */
    invalidate(key: string) {
      if (!key.endsWith('*')) return void entries.delete(key);
      const prefix = key.slice(0, -1);
      for (const k of entries.keys()) if (k.startsWith(prefix)) entries.delete(k);
    },
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;
