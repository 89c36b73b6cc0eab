/**
 * Deterministic demo data: the same seed gives the same brands, parts and items, so
 * screenshots and benchmarks are repeatable.
 */
export const DEMO_BRANDS = ['Bosch', 'Brembo', 'Denso', 'Gates', 'Moog', 'Monroe', 'NGK', 'ACDelco'];

export const DEMO_PART_TYPES = [
  'Brake Pad Set', 'Brake Rotor', 'Brake Caliper', 'Oil Filter', 'Air Filter', 'Cabin Air Filter', 'Spark Plug',
  'Ignition Coil', 'Oxygen Sensor', 'Serpentine Belt', 'Timing Belt Kit', 'Water Pump', 'Radiator', 'Thermostat',
  'Shock Absorber', 'Strut Assembly', 'Control Arm', 'Ball Joint', 'Tie Rod End', 'Wheel Bearing', 'CV Axle',
  'Alternator', 'Starter Motor', 'Fuel Pump', 'Wiper Blade', 'Headlight Bulb', 'A/C Compressor', 'Muffler',
];

const AVAILABILITY = ['in stock', 'in stock', 'in stock', 'out of stock', 'preorder', 'backorder'];

/** A small linear congruential generator: enough randomness for demo prices, fully repeatable. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)];
const price = (next: () => number) => (5 + next() * 495).toFixed(2);
const partNumber = (brand: string, i: number) => `${brand.slice(0, 3).toUpperCase()}-${String(i).padStart(5, '0')}`;

export function brandPartsCsv(partsPerBrand: number): string {
  const next = random(1);
  const lines = ['brand,part_number,part_type'];
  for (const brand of DEMO_BRANDS) {
    for (let i = 1; i <= partsPerBrand; i++) lines.push(`${brand},${partNumber(brand, i)},${pick(next, DEMO_PART_TYPES)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function productsCsv(brand: string, count: number): string {
  const next = random(brand.length * 7919);
  const lines = ['part_number,title,description,link,image_link,price,availability,condition,product_type,mpn,is_kit'];
  for (let i = 1; i <= count; i++) {
    const number = partNumber(brand, i);
    const type = pick(next, DEMO_PART_TYPES);
    lines.push(
      [
        number,
        `${brand} ${type} ${number}`,
        `"${brand} ${type.toLowerCase()} for everyday driving, built to OE specifications."`,
        `https://shop.example.com/p/${number}`,
        `https://shop.example.com/img/${number}.jpg`,
        price(next),
        pick(next, AVAILABILITY),
        'new',
        type,
        number,
        i % 10 === 0 ? 'true' : 'false',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Current items: every tenth is a kit; prices and availability vary. */
export function currentItemsCsv(count: number, kits: boolean): string {
  const next = random(kits ? 2 : 3);
  const lines = ['id,item_number,price,stock_status'];
  for (let i = 1; i <= count; i++) {
    if ((i % 10 === 0) !== kits) continue;
    lines.push(`${i},${partNumber(pick(next, DEMO_BRANDS), i)},${price(next)},${pick(next, AVAILABILITY)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Brands for nine items in ten, so the coverage card has something to show. */
export function itemBrandsCsv(count: number): string {
  const next = random(4);
  const lines = ['id,brand'];
  for (let i = 1; i <= count; i++) if (i % 10 !== 7) lines.push(`${i},${pick(next, DEMO_BRANDS)}`);
  return `${lines.join('\n')}\n`;
}
