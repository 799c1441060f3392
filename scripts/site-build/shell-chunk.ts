/** What Rolldown's chunking tells a group's `name` function about a module (its static importers). */
export interface ChunkingModules {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

/** One chunk for what some scripts of a page reach: its name, and which modules are those scripts. */
export interface PageChunk {
  name: string;
  isRoot: (moduleId: string) => boolean;
}

/**
 * Rolldown's chunk groups for the scripts every page, or many, load before interaction: each module a chunk's
 * roots reach through static imports goes into that one chunk (the first chunk listed wins a module several reach).
 * Left to itself, Rolldown gave each module that two scripts share (the stores, paths, the contract's few helpers) a
 * chunk of its own: 28 requests of 0.1–1.8 KB before the home page was interactive, 41 on a product page. Modules
 * that load on interaction, and those no root reaches, are chunked as before. A chunk also takes what its modules
 * import (Rolldown's default): a page that uses one of them loads the whole chunk, so a chunk is for scripts that
 * run on many pages (a product page's own chunk pulled the cart's stores in, and with them into the sign-in page).
 */
export function pageChunkGroups(chunks: PageChunk[]) {
  return chunks.map(({ name, isRoot }, index) => {
    const reaches = new Map<string, boolean>();
    const reached = (moduleId: string, modules: ChunkingModules): boolean => {
      if (isRoot(moduleId)) return true;
      const known = reaches.get(moduleId);
      if (known !== undefined) return known;
      reaches.set(moduleId, false); // an import cycle ends here
      const found = (modules.getModuleInfo(moduleId)?.importers ?? []).some((importer) => reached(importer, modules));
      reaches.set(moduleId, found);
      return found;
    };
    return {
      name: (moduleId: string, modules: ChunkingModules) =>
        !isRoot(moduleId) && reached(moduleId, modules) ? name : null,
      priority: chunks.length - index,
    };
  });
}
