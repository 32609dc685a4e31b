// Embedded on another site, a browser may deny the page all storage (Chrome's incognito mode
// and "block third-party cookies" do: IndexedDB fails with "The user denied permission").
// PyScript opens an IndexedDB store at boot (its package cache — we load no packages), in the
// page and in the engine's worker, and never starts when that fails. This script runs before
// PyScript in both (a classic script in the page; python.js imports it first in the worker):
// it leaves a working IndexedDB alone and, only when opening fails, hands PyScript an
// in-memory store instead. (Our own saves use localStorage and cope with its absence.)
(() => {
  let real = null;
  try { real = self.indexedDB; } catch (err) { real = null; }

  const later = (request, result) => setTimeout(() => {
    request.result = result;
    if (request.onsuccess) request.onsuccess({ target: request, type: "success" });
  });

  // Just what an IndexedDB key-value store is asked for: one object store of entries.
  class MemoryStore {
    constructor() { this.entries = new Map(); }
    request(result) { const r = {}; later(r, result); return r; }
    count() { return this.request(this.entries.size); }
    clear() { this.entries.clear(); return this.request(undefined); }
    delete(key) { this.entries.delete(key); return this.request(undefined); }
    get(key) { return this.request(this.entries.get(key)); }
    getKey(key) { return this.request(this.entries.has(key) ? key : undefined); }
    getAllKeys() { return this.request([...this.entries.keys()]); }
    getAll() { return this.request([...this.entries.values()]); }
    put(value, key) { this.entries.set(key, value); return this.request(key); }
  }

  class MemoryDatabase {
    constructor(name) { this.name = name; this.stores = new Map(); }
    get objectStoreNames() {
      const names = [...this.stores.keys()];
      return Object.assign(names, { contains: (n) => this.stores.has(n) });
    }
    createObjectStore(name) { const s = new MemoryStore(); this.stores.set(name, s); return s; }
    transaction(names) {
      const stores = this.stores;
      const tx = { objectStore: (n) => stores.get(n), oncomplete: null };
      setTimeout(() => tx.oncomplete && tx.oncomplete({ target: tx }));
      void names;
      return tx;
    }
    close() {}
  }

  // Replay an open request on a memory database: upgrade (a new, empty one), then success.
  function openInMemory(request, name) {
    const db = new MemoryDatabase(name);
    setTimeout(() => {
      const tx = { oncomplete: null };
      request.result = db;
      if (request.onupgradeneeded) request.onupgradeneeded({ target: { result: db, transaction: tx } });
      setTimeout(() => {
        if (tx.oncomplete) tx.oncomplete({ target: tx });
        if (request.onsuccess) request.onsuccess({ target: request, type: "success" });
      });
    });
  }

  const memoryOnly = { open(name) { const r = {}; openInMemory(r, name); return r; } };

  function open(name, version) {
    let inner;
    try { inner = real.open(name, version); } catch (err) { return memoryOnly.open(name); }
    const outer = {};
    inner.onupgradeneeded = (event) => outer.onupgradeneeded && outer.onupgradeneeded(event);
    inner.onsuccess = (event) => { outer.result = inner.result; if (outer.onsuccess) outer.onsuccess(event); };
    inner.onerror = (event) => { event.preventDefault(); openInMemory(outer, name); };
    inner.onblocked = (event) => outer.onblocked && outer.onblocked(event);
    return outer;
  }

  const replacement = real ? { open, deleteDatabase: (n) => real.deleteDatabase(n), cmp: (a, b) => real.cmp(a, b) } : memoryOnly;
  try {
    Object.defineProperty(self, "indexedDB", { value: replacement, configurable: true });
  } catch (err) { /* cannot replace it: PyScript meets the browser's own */ }
})();
