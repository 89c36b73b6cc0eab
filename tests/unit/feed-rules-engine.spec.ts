/** The feed rules engine without HTTP: word-boundary truncation, templates, and how rules chain. */
import { compileRules, NO_RULES } from '../../api/src/feeds/feed-rules/compile-rules';
import type { FeedRule } from '../../api/src/feeds/feed-rules/rule-model';
import { truncateAtWord } from '../../api/src/feeds/feed-rules/truncate-at-word';

describe('truncateAtWord', () => {
  it.each([
    ['Brake pad set', 20, 'Brake pad set'],
    ['Brake pad set', 13, 'Brake pad set'],
    ['Brake pad set', 9, 'Brake pad'],
    ['Brake pad set', 10, 'Brake pad'],
    ['Brake pad set', 12, 'Brake pad'],
    ['Brake pad set', 3, 'Bra'],
    ['Brake  pad', 6, 'Brake'],
    ['Supercalifragilistic', 5, 'Super'],
  ])('%j cut to %i → %j', (text, length, expected) => {
    expect(truncateAtWord(text, length)).toBe(expected);
  });
});

describe('compileRules', () => {
  const rules: FeedRule[] = [
    { name: 'Label', feed: 'products', enabled: true, actions: [{ type: 'set', attribute: 'custom_label_0', value: '{brand}-{part_number}' }] },
    { name: 'Drop Acme', feed: 'products', enabled: true, condition: { all: [{ attribute: 'brand', op: 'equals', value: 'acme' }] }, actions: [{ type: 'exclude' }] },
    { name: 'After the drop', feed: 'products', enabled: true, actions: [{ type: 'append', attribute: 'title', value: '!' }] },
    { name: 'Stock only', feed: 'current', enabled: true, actions: [{ type: 'set', attribute: 'availability', value: 'backorder' }] },
  ];

  it('runs the feed’s enabled rules in order and stops at an exclude, telling which rule changed what', () => {
    const compiled = compileRules(rules, 'products', new Map());
    expect(compiled.size).toBe(3);
    const changes: string[] = [];
    const kept = { brand: 'Bosch', part_number: 'P1', title: 'Pads', custom_label_0: null };
    expect(compiled.apply(kept, (attribute, rule) => changes.push(`${rule}: ${attribute}`))).toBeNull();
    expect(kept).toEqual({ brand: 'Bosch', part_number: 'P1', title: 'Pads!', custom_label_0: 'Bosch-P1' });
    expect(changes).toEqual(['Label: custom_label_0', 'After the drop: title']);
    const dropped = { brand: 'ACME ', part_number: 'P2', title: 'Plug' };
    expect(compiled.apply(dropped)).toBe('Drop Acme');
    expect(dropped.title).toBe('Plug');
  });

  it.each([
    ['^TEST', ['TEST kit', 'A TEST'], [true, false]],
    ['kit$', ['TEST kit', 'kit box'], [true, false]],
    ['^kit$', ['kit', 'kits'], [true, false]],
    ['pad', ['Brake pad set', 'Wiper'], [true, false]],
    ['^Brake.pad', ['Brake-pad', 'Brake pad', 'Brakepad'], [true, true, false]],
  ])('matches %j, with or without regular-expression syntax, as RE2 does', (pattern, titles, expected) => {
    const compiled = compileRules([{ name: 'Drop', feed: 'products', enabled: true, condition: { all: [{ attribute: 'title', op: 'matches', value: pattern }] }, actions: [{ type: 'exclude' }] }], 'products', new Map());
    expect(titles.map((title) => compiled.apply({ title }) !== null)).toEqual(expected);
  });

  it('replaces literally, a $ in the value included, and the same description the same way each time it repeats', () => {
    const compiled = compileRules([
      { name: 'Dollars', feed: 'products', enabled: true, actions: [{ type: 'replace', attribute: 'title', find: 'USD', value: '$& $1 $$' }] },
      { name: 'Spaces', feed: 'products', enabled: true, actions: [{ type: 'regex_replace', attribute: 'description', pattern: '\\s{2,}', value: ' ' }] },
    ], 'products', new Map());
    const items = [1, 2].map(() => ({ title: 'USD 5 USD', description: 'Ceramic  pads   for sedans' }));
    for (const item of items) compiled.apply(item);
    expect(items).toEqual([1, 2].map(() => ({ title: '$& $1 $$ 5 $& $1 $$', description: 'Ceramic pads for sedans' })));
  });

  it('compiles to nothing when no enabled rule is for the feed', () => {
    expect(compileRules(rules.map((rule) => ({ ...rule, enabled: false })), 'products', new Map())).toBe(NO_RULES);
  });
});
