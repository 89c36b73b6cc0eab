const ZERO = 48;

/**
 * Why a GTIN would be refused, or undefined when it is a valid one: digits only, 8, 12, 13 or 14 of them,
 * a correct GS1 check digit, and not a number GS1 keeps for restricted circulation (in-store and
 * variable-measure numbers, prefixes 02, 04, 20–29) or for coupons (05, 98, 99), which Google refuses.
 */
export function gtinProblem(gtin: string): string | undefined {
  const length = gtin.length;
  // GS1's check: weights 3 and 1 alternate from the right, the check digit's own 1 included, and the
  // weighted sum is a multiple of ten. The same pass finds a character that is not a digit.
  let sum = 0;
  for (let i = 0, weight = length % 2 === 0 ? 3 : 1; i < length; i++, weight = 4 - weight) {
    const digit = gtin.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return 'must be digits only';
    sum += digit * weight;
  }
  if (length === 0) return 'must be digits only';
  if (length !== 8 && length !== 12 && length !== 13 && length !== 14) return `must have 8, 12, 13 or 14 digits (has ${length})`;
  if (sum % 10 !== 0) return 'has a wrong check digit';
  if (length === 8) return undefined;
  // As a 14-digit GTIN, the prefixes of GTIN-12 and GTIN-13 stand at the same place: the two digits after the first.
  const first = digitOf14(gtin, 1);
  const second = digitOf14(gtin, 2);
  if (first === 2 || (first === 0 && (second === 2 || second === 4))) return 'is a restricted-circulation number (prefix 02, 04 or 20–29)';
  if ((first === 0 && second === 5) || (first === 9 && (second === 8 || second === 9))) return 'is a coupon number (prefix 05, 98 or 99)';
  return undefined;
}

/** The digit at `index` of the GTIN written with 14 digits, zeros in front. */
function digitOf14(gtin: string, index: number): number {
  const at = index - (14 - gtin.length);
  return at < 0 ? 0 : gtin.charCodeAt(at) - ZERO;
}
