/**
 * Why a GTIN would be refused, or undefined when it is a valid one: digits only, 8, 12, 13 or 14 of them,
 * a correct GS1 check digit, and not a number GS1 keeps for restricted circulation (in-store and
 * variable-measure numbers, prefixes 02, 04, 20–29) or for coupons (05, 98, 99), which Google refuses.
 */
export function gtinProblem(gtin: string): string | undefined {
  if (!allDigits(gtin)) return 'must be digits only';
  if (gtin.length !== 8 && gtin.length !== 12 && gtin.length !== 13 && gtin.length !== 14) return `must have 8, 12, 13 or 14 digits (has ${gtin.length})`;
  if (checkDigit(gtin) !== gtin.charCodeAt(gtin.length - 1) - ZERO) return 'has a wrong check digit';
  if (gtin.length === 8) return undefined;
  // As a 14-digit GTIN, the prefixes of GTIN-12 and GTIN-13 stand at the same place: the two digits after the first.
  const padded = gtin.padStart(14, '0');
  const first = padded.charCodeAt(1) - ZERO;
  const second = padded.charCodeAt(2) - ZERO;
  if (first === 2 || (first === 0 && (second === 2 || second === 4))) return 'is a restricted-circulation number (prefix 02, 04 or 20–29)';
  if ((first === 0 && second === 5) || (first === 9 && (second === 8 || second === 9))) return 'is a coupon number (prefix 05, 98 or 99)';
  return undefined;
}

function allDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i) - ZERO;
    if (c < 0 || c > 9) return false;
  }
  return value.length > 0;
}

const ZERO = 48;

/** GS1's check digit of a GTIN's other digits: weights 3 and 1 alternating from the right, then up to the next multiple of ten. */
function checkDigit(gtin: string): number {
  let sum = 0;
  for (let i = gtin.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (gtin.charCodeAt(i) - ZERO) * weight;
  return (10 - (sum % 10)) % 10;
}
