/**
 * SAE viscosity grades name the fluid by themselves ("FULL SYNTHETIC 0W-16 5QT" is motor oil): an engine grade reads
 * as motor oil, a gear grade as gear oil. Only written with both numbers ("5W-30", "5W30"): "5W" alone is a bulb's watts.
 */
const ENGINE_WINTER = ['0', '5', '10', '15', '20', '25'];
const ENGINE_HOT = ['8', '12', '16', '20', '30', '40', '50', '60'];
const GEAR_WINTER = ['70', '75', '80', '85'];
const GEAR_HOT = ['80', '85', '90', '110', '140', '250'];

function grades(winter: string[], hot: string[], fluid: string): Array<[string, string]> {
  return winter.flatMap((low) =>
    hot.flatMap((high): Array<[string, string]> => [
      [`${low}w ${high}`, fluid],
      [`${low}w${high}`, fluid],
    ]),
  );
}

export const OIL_GRADE_VARIANTS: Record<string, string> = Object.fromEntries([
  ...grades(ENGINE_WINTER, ENGINE_HOT, 'motor oil'),
  ...grades(GEAR_WINTER, GEAR_HOT, 'gear oil'),
  ['sae 30', 'motor oil'],
  ['sae 40', 'motor oil'],
  ['sae 50', 'motor oil'],
]);
