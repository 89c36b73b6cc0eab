import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startTestApp } from '../tests/support/app';
import { loadSearchQueries, measureSearchAccuracy } from '../tests/support/category-search-queries';
import type { Bench, BenchResult } from './bench-result';

const TAXONOMY = join(process.cwd(), 'tests', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');
const UPLOAD_ROUNDS = 5;
const SEARCHES = ['brake pads', 'tires', 'vehicle parts', 'motor vehicle lighting', 'oil', 'seat covers', 'audio', 'engine', 'a', 'wheel'];
const SEARCH_ROUNDS = 30;

const POSITIONS = ['', 'Front ', 'Rear ', 'Left ', 'Right ', 'Upper ', 'Lower ', 'Inner ', 'Outer ', 'Driver Side ', 'Passenger Side '];
const PARTS = [
  'Brake Pad Set', 'Brake Rotor', 'Brake Caliper', 'Shock Absorber', 'Strut Assembly', 'Control Arm', 'Ball Joint',
  'Tie Rod End', 'Wheel Bearing', 'CV Axle', 'Sway Bar Link', 'Oxygen Sensor', 'A/C Compressor', 'Radiator', 'Water Pump',
  'Fuel Pump', 'Ignition Coil', 'Spark Plug', 'Headlight Assembly', 'Tail Light', 'Side Mirror', 'Wiper Blade', 'Oil Filter',
  'Air Filter', 'Cabin Air Filter', 'Alternator', 'Starter Motor', 'Serpentine Belt', 'Timing Belt Kit', 'Engine Mount',
  'TPMS Sensor', 'Floor Mats', 'Seat Cover', 'Door Handle', 'Window Regulator', 'Catalytic Converter', 'Muffler',
  'Exhaust Manifold Gasket', 'Thermostat', 'Radiator Hose', 'Clutch Kit', 'Drive Shaft', 'Hub Assembly', 'Coil Spring',
  'Fog Light', 'Turn Signal Light', 'Bumper Cover', 'Grille', 'Fender', 'Hood Strut', 'Battery', 'Tire', 'Wheel',
  'Power Steering Pump', 'Brake Master Cylinder', 'Brake Hose', 'Knock Sensor', 'Mass Air Flow Sensor', 'EGR Valve',
  'PCV Valve', 'Fuel Injector', 'Valve Cover Gasket', 'Head Gasket', 'Piston Ring Set', 'Oil Pan', 'Transmission Filter',
  'Wheel Lug Nut', 'Trailer Hitch', 'Roof Rack', 'Cargo Liner', 'Dash Camera', 'Car Stereo', 'Subwoofer', 'Horn',
  'Blower Motor', 'Heater Core', 'Condenser', 'Evaporator', 'Expansion Valve', 'Accumulator', 'Radiator Fan', 'Fan Clutch',
  'Intake Manifold', 'Throttle Body', 'Camshaft Sensor', 'Crankshaft Sensor', 'ABS Sensor', 'Brake Drum', 'Brake Shoe Set',
  'Parking Brake Cable', 'Steering Rack', 'Idler Arm', 'Pitman Arm', 'Leaf Spring', 'Bushing Kit', 'Weatherstrip', 'Emblem',
];

/** 1,000 distinct part types worded as catalogs word them: a part with an optional position. */
function partTypes(count: number): string[] {
  const result: string[] = [];
  for (const part of PARTS) for (const position of POSITIONS) if (result.length < count) result.push(`${position}${part}`);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1];
const ms = (value: number) => `${value.toFixed(1)} ms`;

export const bench: Bench = {
  title: 'Categories: taxonomy upload, search and suggestions',
  async run(): Promise<BenchResult[]> {
    const t = await startTestApp();
    try {
      const admin = await t.as(t.admin);
      const uploads: number[] = [];
      for (let round = 0; round < UPLOAD_ROUNDS; round++) {
        const start = performance.now();
        const response = await admin.post('/categories/upload-taxonomy').attach('file', TAXONOMY);
        uploads.push(performance.now() - start);
        if (response.status !== 201) throw new Error(`upload failed: ${response.text}`);
      }

      const searches: number[] = [];
      for (let round = 0; round < SEARCH_ROUNDS; round++) {
        for (const q of SEARCHES) {
          const start = performance.now();
          await admin.get('/categories/search').query({ q, limit: 50 }).expect(200);
          searches.push(performance.now() - start);
        }
      }

      const operatorQueries = loadSearchQueries();
      const operatorTimes: number[] = [];
      const accuracy = await measureSearchAccuracy(operatorQueries, async (q) => {
        const start = performance.now();
        const response = await admin.get('/categories/search').query({ q, limit: 50 }).expect(200);
        operatorTimes.push(performance.now() - start);
        return response.body.items.map((category: { category_id: number }) => category.category_id);
      });
      const share = (count: number) => `${((100 * count) / accuracy.total).toFixed(1)} %`;

      const types = partTypes(1000);
      const analyses: number[] = [];
      for (let round = 0; round < 3; round++) {
        const start = performance.now();
        const response = await admin.post('/categories/ai-analyze-part-types').send({ part_types: types });
        analyses.push(performance.now() - start);
        if (response.status !== 200 || response.body.total !== types.length) throw new Error(`analysis failed: ${response.status}`);
      }

      return [
        {
          name: "Upload Google's taxonomy-with-ids.en-US.txt (5,595 categories), HTTP, median",
          value: ms(median(uploads)),
          target: '< 1 s',
          note: `${UPLOAD_ROUNDS} uploads, each replacing the previous taxonomy; first ${ms(uploads[0])}`,
        },
        {
          name: 'GET /categories/search?limit=50 on the full taxonomy, HTTP, median / p95',
          value: `${ms(median(searches))} / ${ms(percentile(searches, 95))}`,
          target: '< 50 ms',
          note: `${searches.length} searches over ${SEARCHES.length} queries (one-letter query included)`,
        },
        {
          name: `Operator queries (tests/fixtures/category-search-queries.csv, ${accuracy.total}): top-1 / top-3`,
          value: `${share(accuracy.top1)} / ${share(accuracy.top3)}`,
          target: 'top-3 ≥ 97 %',
          note: `not in the top 3: ${accuracy.misses.map((miss) => `"${miss.query}"`).join(', ') || 'none'}`,
        },
        {
          name: 'GET /categories/search?limit=50 for each operator query, HTTP, median / p95',
          value: `${ms(median(operatorTimes))} / ${ms(percentile(operatorTimes, 95))}`,
          target: '< 50 ms',
          note: `${operatorTimes.length} searches, the suggestion engine ranking each`,
        },
        {
          name: 'POST /categories/ai-analyze-part-types with 1,000 part types, median',
          value: ms(median(analyses)),
          target: '< 2 s',
          note: `first call (engine built) ${ms(analyses[0])}`,
        },
      ];
    } finally {
      await t.close();
    }
  },
};
