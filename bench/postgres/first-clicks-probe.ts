/**
 * A probe, not part of `npm run bench`: the first GET /current after a change and the same request repeated, for
 * filtered and sorted lists, against a running server (PROBE_URL, default http://127.0.0.1:8000) holding many items,
 * signed in as PROBE_EMAIL / PROBE_PASSWORD / PROBE_ACCESS_TOKEN. The change is one item's brand, made through the
 * API, which bumps the list and items versions for every process. Prints a Markdown table.
 * Run: `npx nest build && PROBE_URL=… PROBE_EMAIL=… PROBE_PASSWORD=… PROBE_ACCESS_TOKEN=… node dist/bench/postgres/first-clicks-probe.js`
 */
const base = `${process.env.PROBE_URL ?? 'http://127.0.0.1:8000'}/api/v1`;
/** Between two lists, so that one list's work behind its answer does not slow the next list's first request. */
const GAP_MS = Number(process.env.PROBE_GAP_MS ?? 15_000);

const QUERIES: Array<[label: string, query: string]> = [
  ['rare search, by price', 'search=pn-abc&sort=price'],
  ['rare brand (0.4 %), by price', 'brand=brand 246&sort=price'],
  ['rare brand, by price, skip 2,000', 'brand=brand 246&sort=price&skip=2000'],
  ['in stock + brand on 31 %, by price', 'availability=in stock&brand=brand 1&sort=price'],
  ['in stock + search on 6 %', 'availability=in stock&search=pn-a'],
  ['in stock + rare search, by price', 'availability=in stock&search=pn-abc&sort=price'],
  ['search on 6 %, by part number (its items last)', 'search=pn-d&sort=part_number'],
  ['brand on 3 %, by brand', 'brand=brand 22&sort=brand'],
  ['brand on 31 %, by price, skip 2,000,000', 'brand=brand 1&sort=price&skip=2000000'],
  ['all, by price, skip 5,000,000', 'sort=price&skip=5000000'],
  ['search in 31 %', 'search=brand 1'],
  ['two letters, no match', 'search=x4'],
  ['two letters, no match, by price', 'search=x3&sort=price'],
  ['brand on 31 % + search, by price (few match)', 'brand=brand 1&search=pn-1&sort=price'],
];

interface ListAnswer {
  items: Array<{ id: string }>;
  total: number;
  total_is_estimate: boolean;
  page_is_estimate: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.PROBE_EMAIL, password: process.env.PROBE_PASSWORD, access_token: process.env.PROBE_ACCESS_TOKEN }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async (query: string) => {
    const started = process.hrtime.bigint();
    const answer = await fetch(`${base}/current?${query}&limit=25`, { headers });
    const body = (await answer.json()) as ListAnswer;
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, body };
  };
  const [first] = (await get('')).body.items;
  const change = await fetch(`${base}/current/${encodeURIComponent(first.id)}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ brand: `Brand ${Date.now() % 250}` }),
  });
  if (!change.ok) throw new Error(`the change failed: ${change.status}`);
  console.log('| request | first after the change | repeated (median of 3) | items on the first answer | total | marks |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [label, query] of QUERIES) {
    const answer = await get(query);
    const again: number[] = [];
    for (let k = 0; k < 3; k++) again.push((await get(query)).ms);
    again.sort((a, b) => a - b);
    const marks = [answer.body.total_is_estimate && 'total about', answer.body.page_is_estimate && 'page about'].filter(Boolean).join(', ');
    console.log(`| ${label} (\`${query}\`) | ${answer.ms.toFixed(0)} ms | ${again[1].toFixed(0)} ms | ${answer.body.items.length} | ${answer.body.total} | ${marks} |`);
    await sleep(GAP_MS);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
