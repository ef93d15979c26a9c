/**
 * Recent searches, kept on the reader's device (localStorage), newest first. Storage may be
 * missing, full, disabled or hold something this code did not write: the list then starts empty or
 * stays in memory, and nothing throws.
 */
export const RECENT_SEARCHES_KEY = 'larascript-recent-searches';
export const MAX_RECENT_SEARCHES = 6;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RecentSearches {
  list(): string[];
  add(query: string): string[];
  remove(query: string): string[];
  clear(): void;
}

export function createRecentSearches(storage: StorageLike | null, max = MAX_RECENT_SEARCHES): RecentSearches {
  let memory: string[] | null = null;

  const read = (): string[] => {
    if (memory) return memory;
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
      memory = Array.isArray(parsed)
        ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, max)
        : [];
    } catch {
      memory = [];
    }
    return memory;
  };

  const write = (next: string[]): string[] => {
    memory = next;
    try {
      storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
    } catch {
      // Full or disabled storage: keep the list for this visit only.
    }
    return next;
  };

  return {
    list: () => [...read()],
    add: (query) => {
      const q = query.trim();
      if (!q) return [...read()];
      return [...write([q, ...read().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, max))];
    },
    remove: (query) => [...write(read().filter((r) => r !== query))],
    clear: () => {
      memory = [];
      try {
        storage?.removeItem(RECENT_SEARCHES_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
