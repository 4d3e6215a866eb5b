/** A cache that evicts its oldest entry when full (SPEC §7 main results, §9 secondary 10 entries). */
export class BoundedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly limit: number;

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`cache limit must be a whole number above 0, got ${limit}`);
    this.limit = limit;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }
}
