/** The GTIN rule of the feed diagnostics (GET /feeds/diagnostics reports it: tests/api-feeds/feed-diagnostics.spec.ts). */
import { gtinProblem } from '../../api/src/feeds/rules/gtin';

describe('GTIN rules', () => {
  it.each([
    ['4006381333931', undefined],
    ['012345678905', undefined],
    ['00012345678905', undefined],
    ['12345670', undefined],
    ['123', 'must have 8, 12, 13 or 14 digits (has 3)'],
    ['4006381333932', 'has a wrong check digit'],
    ['40063813339A1', 'must be digits only'],
    ['2000000000015', 'is a restricted-circulation number (prefix 02, 04 or 20–29)'],
    ['212345678909', 'is a restricted-circulation number (prefix 02, 04 or 20–29)'],
    ['412345678903', 'is a restricted-circulation number (prefix 02, 04 or 20–29)'],
    ['512345678900', 'is a coupon number (prefix 05, 98 or 99)'],
    ['9900000000011', 'is a coupon number (prefix 05, 98 or 99)'],
    ['00212345678909', 'is a restricted-circulation number (prefix 02, 04 or 20–29)'],
    ['09812345678902', 'is a coupon number (prefix 05, 98 or 99)'],
    ['00123456784', 'must have 8, 12, 13 or 14 digits (has 11)'],
    ['', 'must be digits only'],
    [' 4006381333931', 'must be digits only'],
  ])('%s → %s', (gtin, problem) => {
    expect(gtinProblem(gtin)).toBe(problem);
  });
});
