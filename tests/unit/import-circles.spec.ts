/**
 * #28.4: modules depend one way. A file-level import circle makes the load order decide what a module sees
 * (an import can still be undefined while its circle loads), and a circle between folders means neither can be
 * understood alone. madge reads the imports as the TypeScript compiler resolves them, type-only ones included.
 */
import madge from 'madge';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

const graphOf = (folder: string, tsConfig: string) =>
  madge(join(ROOT, folder), { fileExtensions: ['ts', 'tsx'], tsConfig: join(ROOT, tsConfig) });

/** api/src's graph, read once for the two tests that look at it (reading it is most of this file's time). */
let apiGraph: ReturnType<typeof graphOf> | undefined;
const apiSrcGraph = () => (apiGraph ??= graphOf('api/src', 'tsconfig.json'));

describe('import circles', () => {
  it('api/src has none', async () => {
    expect((await apiSrcGraph()).circular()).toEqual([]);
  });

  it('admin/src has none', async () => {
    expect((await graphOf('admin/src', 'admin/tsconfig.json')).circular()).toEqual([]);
  });

  it('feeds/ never imports from export/: what a feed holds is written once, the export only delivers it', async () => {
    const graph = (await apiSrcGraph()).obj();
    const feedsFiles = Object.keys(graph).filter((file) => file.startsWith('feeds/'));
    expect(feedsFiles.length).toBeGreaterThan(20);
    const backwards = feedsFiles.flatMap((file) => graph[file].filter((imported) => imported.startsWith('export/')).map((imported) => `${file} -> ${imported}`));
    expect(backwards).toEqual([]);
  });
});
