/**
 * Why a GTIN would be refused, or undefined when it is a valid one: digits only, 8, 12, 13 or 14 of them,
 * a correct GS1 check digit, and not a number GS1 keeps for restricted circulation (in-store and
 * variable-measure numbers, prefixes 02, 04, 20–29) or for coupons (05, 98, 99), which Google refuses.
 */
export function gtinProblem(gtin: string): string | undefined {
  if (!/^\d+$/.test(gtin)) return 'must be digits only';
  if (![8, 12, 13, 14].includes(gtin.length)) return `must have 8, 12, 13 or 14 digits (has ${gtin.length})`;
  if (checkDigit(gtin.slice(0, -1)) !== Number(gtin[gtin.length - 1])) return 'has a wrong check digit';
  // As a 14-digit GTIN, the prefixes of GTIN-12 and GTIN-13 stand at the same place.
  const padded = gtin.padStart(14, '0');
  if (gtin.length !== 8 && (/^0[24]/.test(padded.slice(1)) || padded[1] === '2')) return 'is a restricted-circulation number (prefix 02, 04 or 20–29)';
  if (gtin.length !== 8 && (padded.slice(1, 3) === '05' || padded.slice(1, 3) === '98' || padded.slice(1, 3) === '99')) return 'is a coupon number (prefix 05, 98 or 99)';
  return undefined;
}

/** GS1's check digit: weights 3 and 1 alternating from the right, then up to the next multiple of ten. */
function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
