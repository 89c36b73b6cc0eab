/** Google's taxonomy files and the expert part-type fixture, for the suggestion tests and bench. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseTaxonomy } from '../../api/src/categories/taxonomy/taxonomy-parser';
import type { LabelledPartType, TaxonomyCategory } from '../../api/src/categories/suggest';

export interface ExpertPartType extends LabelledPartType {
  full_path: string;
}

export type TaxonomyFile = 'taxonomy-with-ids.en-US.txt' | 'taxonomy.en-US.txt';

const isRepositoryRoot = (directory: string) =>
  existsSync(join(directory, 'package.json')) && existsSync(join(directory, 'tests', 'fixtures'));

/** The repository root above this file (source under jest, dist/ under the bench) or above the working directory. */
export function repositoryRoot(): string {
  for (const start of [__dirname, process.cwd()]) {
    for (let directory = start; ; directory = dirname(directory)) {
      if (isRepositoryRoot(directory)) return directory;
      if (dirname(directory) === directory) break;
    }
  }
  throw new Error(`no repository root above ${__dirname} or ${process.cwd()}`);
}

/** Google's file as kept in tests/fixtures, or as shipped in shared/ beside the repository. */
export function taxonomyFilePath(file: TaxonomyFile = 'taxonomy-with-ids.en-US.txt'): string {
  const root = repositoryRoot();
  const candidates = [
    join(root, 'tests', 'fixtures', 'google-taxonomy', file),
    join(root, '..', 'shared', 'data', 'google-taxonomy', file),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Google taxonomy file ${file} not found in ${candidates.join(' or ')}`);
  return found;
}

export function loadGoogleTaxonomy(file: TaxonomyFile = 'taxonomy-with-ids.en-US.txt'): TaxonomyCategory[] {
  return parseTaxonomy(readFileSync(taxonomyFilePath(file), 'utf8'));
}

/** tests/fixtures/part-types-expert.csv: part types as catalogs word them, with the category an expert chose. */
export function loadExpertPartTypes(): ExpertPartType[] {
  return readLabelled('part-types-expert.csv').map((row) => ({ ...row, full_path: row.full_path }));
}

/**
 * tests/fixtures/part-types-shorthand.csv: names as OEM and aftermarket catalogs write them (noun first,
 * abbreviations, position codes, tire and wheel sizes), each with the Google category it belongs in.
 */
export function loadShorthandPartTypes(): LabelledPartType[] {
  return readLabelled('part-types-shorthand.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout.csv: more catalog shorthand, written without looking at how the engine
 * scores it and never used to tune it, so its accuracy says how the engine does on names it was not fitted to.
 */
export function loadHeldOutShorthandPartTypes(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-b.csv: a second held-out set, written after the engine learned the
 * abbreviations the first set's misses showed missing, and before the engine was run on it. Its own misses then chose
 * more vocabulary ("manual" as an attribute, ignition switch, passenger compartment air filter), so its figure after
 * that is no longer a held-out one either: the third set's is.
 */
export function loadHeldOutShorthandPartTypesB(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-b.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-c.csv: a third held-out set (226 labels), written after the second set's
 * misses chose their vocabulary and committed before the engine was run on it. Its misses then chose general reading
 * rules (qualifiers after the noun, pack and specification words, hyphenated catalog words) and vocabulary (VVT, DIST,
 * BRKR, VOLT REG, fusible link, torsion bar key, cap and rotor), so its figure after that is no longer a held-out one.
 */
export function loadHeldOutShorthandPartTypesC(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-c.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-d.csv: a fourth held-out set (156 labels across the catalog's range),
 * written after the third set's misses chose their reading rules and committed before the engine was run on it. It
 * scored 67.9 % top-1 and 75.6 % top-3; its misses, studied as a class (rare parts whose words the vehicle vocabulary
 * did not know), then chose the part vocabulary, abbreviations and reading rules added since, so its figure after
 * that is no longer a held-out one either.
 */
export function loadHeldOutShorthandPartTypesD(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-d.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-e.csv: a fifth held-out set (441 labels over 178 categories), written by
 * a second engineer who never saw the engine, with the breadth of what automotive catalogs sell (powersport, marine,
 * RV and trailer, tools, shop chemicals, audio installation, car care, safety). It scored 75.3 % top-1 and 83.7 %
 * top-3; its misses, studied as classes (whole domains), then chose the vehicle-kind cues, the domain vocabulary and
 * the reading rules added since, so its figure after that is no longer a held-out one.
 */
export function loadHeldOutShorthandPartTypesE(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-e.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-f.csv: a sixth held-out set (380 labels over 117 categories, leaning to
 * rarer parts), written by a third engineer who never saw the engine. It scored 83.7 % top-1 and 91.8 % top-3; its
 * misses, studied as classes, then chose the aftermarket, shop and car-care vocabulary and reading rules added since,
 * so its figure after that is no longer a held-out one.
 */
export function loadHeldOutShorthandPartTypesF(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-f.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-g.csv: a seventh held-out set (449 labels over 147 categories, leaning to
 * rarer parts), written by a fourth engineer who never saw the engine. It scored 79.3 % top-1 and 88.2 % top-3; its
 * misses, studied as classes (heavy-truck air brakes, diesel, engine building, marine, RV power, car electronics, racks,
 * EV parts, oils by specification), then chose the vocabulary added since, so its figure after that is no longer a
 * held-out one.
 */
export function loadHeldOutShorthandPartTypesG(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-g.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-h.csv: an eighth held-out set (448 labels over 133 categories, 65 %
 * vehicle repair parts), written by a fifth engineer who never saw the engine and screened against every fixture, so
 * it keeps the rarer part of each branch. It scored 73.4 % top-1 and 82.8 % top-3; its misses, studied as classes
 * (a known head misread through its modifiers, one generic word matching a category outside vehicles, branches with
 * too little vocabulary), then chose what the fifth round added, so its figure after that is no longer a held-out one.
 */
export function loadHeldOutShorthandPartTypesH(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-h.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-i.csv: a ninth held-out set (430 labels over 95 categories), written by
 * a sixth engineer who never saw the engine as a realistic catalog sample: 75 % the common part types of the main
 * repair systems, 25 % the rest, screened against the fixtures for identical labels only (the earlier sets dropped
 * near ones too, which left them ever rarer). It scored 90.2 % top-1 and 93.3 % top-3 at its one held-out run.
 */
export function loadHeldOutShorthandPartTypesI(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-i.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-j.csv: a tenth held-out set (444 labels over 112 categories), written by
 * a seventh engineer who never saw the engine as a realistic catalog sample, built like the ninth: 75 % the common
 * part types of the main repair systems, 25 % the rest, screened against the fixtures for identical labels only. It
 * scored 90.5 % top-1 and 96.6 % top-3 at its one held-out run; its misses, studied as classes (GM's comma
 * abbreviations, disc pads, coil-on-plug boots, press-in parts, epoxies, dash covers, hitch cargo carriers, camera
 * mounts, boats' navigation lights), then chose what the seventh round added, so its figure after that is no longer
 * a held-out one.
 */
export function loadHeldOutShorthandPartTypesJ(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-j.csv');
}

/**
 * tests/fixtures/part-types-shorthand-heldout-k.csv: an eleventh held-out set (450 labels over 111 categories), a
 * realistic catalog sample like the ninth and tenth, written by an eighth engineer who never saw the engine and
 * screened against every fixture and the tenth set for identical labels. Scored once after the seventh round was
 * merged, at 94.9 % top-1 and 99.1 % top-3, and never used in tuning: the guard that a fresh set still meets the targets.
 */
export function loadHeldOutShorthandPartTypesK(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-heldout-k.csv');
}

/**
 * tests/fixtures/part-types-shorthand-probes.csv: seventeen lists (2,242 labels) written during the third round by the
 * engineer tuning the engine, each scored when written, before any change it chose; together 82.1 % top-1 and 89.0 %
 * top-3 at first run. Then twenty-two lists (1,056 labels) written during the fourth round, aimed at the branches
 * the seventh set's misses showed (heavy-truck air brakes and diesel, engine building, marine, RV, car electronics,
 * EV, racks) and the other domains (powersport, accessories, shop tools, chemicals): 68.2 % / 76.2 % at first run.
 * Then twenty-five lists (1,052 labels kept of 1,300 scored) written during the fifth round, aimed at the eighth
 * set's classes (heads misread through their modifiers, words of other trades, performance engines, classic cars,
 * car media, trim, outboards, snowmobiles, golf carts, towing, shop tools, care, racing, V-twins, off-road,
 * electronics, marine and RV): 76.5 % / 84.2 % at first run.
 * Then the sixth round's lists (64 labels kept of 69 scored), aimed at the ninth set's classes: 69.6 % / 79.7 % at
 * first run. Then the seventh round's ten lists (111 labels kept of 127 scored, the rest already in a fixture), aimed at
 * the tenth set's classes (GM's comma abbreviations, disc pads, coil-on-plug boots, press-in parts, epoxies, dash
 * covers, hitch cargo carriers, camera mounts, boats' navigation lights, headlamp switches): 63.0 % / 71.7 % at first
 * run, labelled with the expert's filing where the sets differ (ignition parts: Engine Parts; headlamp switches:
 * Controls).
 * One engineer's labels per round (thirteen, fifteen, then sixty-seven corrected after their first run where the taxonomy
 * or an earlier set files them elsewhere), kept as a regression guard: not a held-out set.
 */
export function loadShorthandProbes(): LabelledPartType[] {
  return readLabelled('part-types-shorthand-probes.csv');
}

/** Labelled part types from any CSV file with part_type and category_id columns (a held-out set kept elsewhere). */
export function loadLabelledPartTypesFile(path: string): LabelledPartType[] {
  return readCsv(path);
}

function readLabelled(file: string): Array<LabelledPartType & { full_path: string }> {
  return readCsv(join(repositoryRoot(), 'tests', 'fixtures', file));
}

function readCsv(path: string): Array<LabelledPartType & { full_path: string }> {
  const rows: Array<Record<string, string>> = parse(readFileSync(path), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  return rows.map((row) => ({ part_type: row.part_type, category_id: Number(row.category_id), full_path: row.full_path }));
}

const POSITIONS = ['', 'Front', 'Rear', 'Left', 'Right', 'Upper', 'Lower', 'Driver Side', 'Passenger Side', 'Inner'];

/** `count` distinct part types in catalog wording, for timing: the fixture's, then with position words. */
export function partTypeWorkload(count: number): string[] {
  const base = loadExpertPartTypes().map((row) => row.part_type);
  const workload: string[] = [];
  for (let index = 0; workload.length < count; index++) {
    const position = POSITIONS[Math.floor(index / base.length) % POSITIONS.length];
    workload.push(`${position} ${base[index % base.length]}`.trim());
  }
  return workload;
}
