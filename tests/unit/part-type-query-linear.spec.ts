import { PartTypeQueryBuilder } from '../../api/src/categories/suggest/part-type-query';
import { countArrayCallbacks } from '../support/work-counter';

/**
 * The suggestion path reads a part type in time linear in its length (review finding M1: one 90 KB item held the
 * server's CPU for seconds). Work is counted, not timed: doubling the input may at most double the work.
 */
describe('reading a part type for suggestions', () => {
  const builder = new PartTypeQueryBuilder(() => true);
  const workFor = (text: string) => countArrayCallbacks(() => builder.build(text));

  it.each([
    ['one concept repeated', 'brake pad '],
    ['concepts with noise words between', 'front exhaust system hanger kit '],
    ['catalog order with commas', 'Filter, Oil, '],
    ['glued compounds and complements', 'kingpin clockspring to frame '],
  ])('does at most twice the work for twice the words: %s', (_label, unit) => {
    builder.build(unit.repeat(10)); // the stemmer's and matcher's first-use set-up is not the input's work
    const small = workFor(unit.repeat(400));
    const large = workFor(unit.repeat(800));
    expect(small).toBeGreaterThan(400);
    expect(large / small).toBeLessThanOrEqual(2.05);
  });
});
