import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Whether a tool some tests need is here. Missing on a developer's machine, those tests are skipped with a
 * warning; with CI=true a missing tool fails the run with a message instead, so a check cannot vanish from CI.
 */
export function prerequisite(what: string, missing: string | null): boolean {
  if (missing === null) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true, and ${what} cannot run: ${missing}. .ci/run installs it.`);
  console.warn(`${what} skipped: ${missing}`);
  return false;
}

const XMLLINT = '/usr/bin/xmllint';

/** libxml2's own check that a file is well-formed XML (a second parser besides the tests' saxes). */
export function xmllint(file: string): void {
  if (prerequisite('The xmllint check', existsSync(XMLLINT) ? null : `${XMLLINT} is not installed (libxml2-utils)`)) {
    execFileSync(XMLLINT, ['--noout', file], { stdio: 'pipe' });
  }
}
