/**
 * SearchLines, the in-memory search behind big product lists. For every term, its count must be
 * exactly the number of lines that contain the term, as a plain `includes` over the lines says, and
 * its newest matches exactly those a sort of the matching lines by (order value, id), newest first,
 * puts first: whatever the lines' lengths, characters and order, and across the chunks that split a
 * long list.
 */
import { LinePlace, SearchLinesBuilder } from '../../api/src/products/search-lines/search-lines';

const FIELD = '\u001f';

/** Line k's place: ten lines share each order value, as rows of one import share its time; ids go down as k goes up. */
const placeOf = (k: number): LinePlace => ({ order: 1_700_000_000_000 + Math.floor(k / 10) * 1_000, id: 5_000_000 - k });

/** The lines as the server reads them: batches of lines, order values and ids, each joined by line breaks. */
function counterOf(lines: string[], batch = 1_000) {
  const builder = new SearchLinesBuilder();
  for (let start = 0; start < lines.length; start += batch) {
    const places = lines.slice(start, start + batch).map((_, k) => placeOf(start + k));
    builder.add(lines.slice(start, start + batch).join('\n'), places.map((p) => p.order).join('\n'), places.map((p) => p.id).join('\n'));
  }
  return builder.build();
}

const expected = (lines: string[], term: string) => lines.filter((line) => line.includes(term)).length;

/** The places of the first `first` lines holding `term`, newest first, by a plain sort. */
const expectedNewest = (lines: string[], term: string, first: number) =>
  lines
    .flatMap((line, k) => (line.includes(term) ? [placeOf(k)] : []))
    .sort((a, b) => b.order - a.order || b.id - a.id)
    .slice(0, first);

describe('SearchLines', () => {
  const lines = [
    `pn-1 brake pad set front${FIELD}brand 1`,
    `pn-2 brake disc${FIELD}brand 2`,
    `x${FIELD}b`,
    `pn-3 brake brake brake, the word three times in one line${FIELD}brand 1`,
    `škoda ørsted 汽车零件 filter${FIELD}škoda ørsted`,
    `${'a'.repeat(15)}${FIELD}`,
    `${'a'.repeat(16)}${FIELD}brand 16`,
    `${'long title '.repeat(60)}end${FIELD}brand 3`,
    `100% cotton_seat cover${FIELD}brand 1`,
  ];
  const counter = counterOf(lines, 4);

  it('counts every line that contains the term once, however often it holds it', () => {
    for (const term of ['brake', 'pn-', 'pn-3', 'brand 1', 'brand', 'a', 'aaaaaaaaaaaaaaaa', 'e', ' ', 'three times in one line', 'end']) {
      expect({ term, count: counter.count(term) }).toEqual({ term, count: expected(lines, term) });
    }
    expect(counter.count('brake')).toBe(3);
  });

  it('finds the newest matching lines, by order value and then id, with the same total', () => {
    for (const [term, first] of [['brake', 2], ['brake', 50], ['a', 1], ['brand', 4], ['zz', 5], ['pn-', 0]] as const) {
      expect({ term, first, found: counter.newest(term, first) }).toEqual({
        term,
        first,
        found: { total: expected(lines, term), places: expectedNewest(lines, term, first) },
      });
    }
  });

  it('matches at the very start and the very end of a line, and a whole line', () => {
    expect(counter.count('x')).toBe(expected(lines, 'x'));
    expect(counter.count(`x${FIELD}b`)).toBe(1);
    expect(counter.count('brand 16')).toBe(1);
    expect(counter.count(lines[7])).toBe(1);
  });

  it('never counts a match that would run from one line into the next', () => {
    // "b" ends line 3 and "pn-3" starts line 4: together they are in no line.
    expect(counter.count('bpn-3')).toBe(0);
    expect(counter.count(`${FIELD}bpn`)).toBe(0);
    expect(counter.count(`${'long title '.repeat(60)}end${FIELD}brand 3x`)).toBe(0);
  });

  it('counts non-ASCII terms by their characters, and LIKE wildcards as plain characters', () => {
    for (const term of ['škoda', 'ørsted', '汽车', '零件 f', 'ø', '100%', '_seat', '%']) {
      expect({ term, count: counter.count(term) }).toEqual({ term, count: expected(lines, term) });
    }
    expect(counter.count('skoda')).toBe(0);
    expect(counter.count('车零')).toBe(1);
  });

  it('finds nothing for a term in no line, and every line for an empty one', () => {
    expect(counter.count('no such part')).toBe(0);
    expect(counter.count('q')).toBe(0);
    expect(counter.count('')).toBe(lines.length);
    expect(counter.lines).toBe(lines.length);
  });

  it('counts exactly over a list long enough to fill several chunks of each width', () => {
    // Two widths, 32 and 48 bytes, of 150,000 lines each: 4.8 MB and 7.2 MB, more than one 4 MB chunk each.
    const many = Array.from({ length: 300_000 }, (_, i) => `pn-${i} ${i % 3 ? 'brake pad' : 'oil filter'} ${'x'.repeat((i % 2) * 16)}${FIELD}b${i % 7}`);
    const big = counterOf(many, 10_000);
    expect(big.lines).toBe(many.length);
    for (const term of ['brake', 'oil', 'pn-1', 'pn-19999', 'pn-299999', 'b6', 'xxxxxxxxxxxxxxxx', ' 7', '9 b', 'r x']) {
      expect({ term, count: big.count(term) }).toEqual({ term, count: expected(many, term) });
    }
    for (const [term, first] of [['oil', 1_000], ['pn-2999', 10_000], ['b3', 50]] as const) {
      expect({ term, found: big.newest(term, first) }).toEqual({ term, found: { total: expected(many, term), places: expectedNewest(many, term, first) } });
    }
  });
});
