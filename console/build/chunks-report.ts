import path from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkReportEntry {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk was created for (an entry or a lazily imported file), if any. */
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/**
 * Writes dist/chunks.json: every output chunk with its static and dynamic imports and the
 * modules inside it. The bundle-budget check reads it to add up what the landing page loads
 * and to prove that react-admin is not part of it; the Vite manifest alone lists neither
 * the modules of a chunk nor the chunks Vite created for shared code.
 */
export function chunksReport({ relativeTo }: { relativeTo: string }): Plugin {
  const rel = (id: string) => (path.isAbsolute(id) ? path.relative(relativeTo, id) : id);
  return {
    name: 'console-chunks-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReportEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId === null ? null : rel(output.facadeModuleId),
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          moduleIds: output.moduleIds.map(rel),
        });
      }
      chunks.sort((a, b) => a.fileName.localeCompare(b.fileName));
      this.emitFile({ type: 'asset', fileName: 'chunks.json', source: `${JSON.stringify({ chunks }, null, 2)}\n` });
    },
  };
}
