const { readdirSync, statSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's order (failed first, then the longest by the last run's times, files never timed before them) with one
 * change for files it has no time for: it ranks those by their size, and a folder file (tests/api/api-<area>.spec.ts,
 * see runSpecFolder) is a few lines that run tests/api-<area>/. Without this, a fresh clone (CI) would start the five
 * biggest API files last, and one worker would run them while the other waits.
 */
class FolderAwareSequencer extends Sequencer {
  sort(tests) {
    const sizes = new Map();
    const size = (test) => {
      if (!sizes.has(test.path)) sizes.set(test.path, statSync(test.path).size + folderSize(test.path));
      return sizes.get(test.path);
    };
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return b.duration - a.duration;
      return size(b) - size(a);
    });
  }
}

/** The bytes of the *.spec.ts files in tests/api-<area>/ when `path` is tests/api/api-<area>.spec.ts, else 0. */
function folderSize(path) {
  if (basename(dirname(path)) !== 'api') return 0;
  const folder = join(dirname(path), '..', basename(path, '.spec.ts'));
  try {
    return readdirSync(folder).filter((file) => file.endsWith('.spec.ts')).reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
  } catch {
    return 0;
  }
}

module.exports = FolderAwareSequencer;
