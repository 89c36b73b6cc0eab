import { startTestApp, TestApp } from '../support/app';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }> };

describe('OpenAPI document at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the interactive docs and the document', async () => {
    const html = await fetch(`${t.baseUrl}/api/docs`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('swagger');
    const response = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('describes a success response with a body shape for every route', async () => {
    const document = (await (await fetch(`${t.baseUrl}/api/docs-json`)).json()) as { paths: Record<string, Record<string, Operation>> };
    const undocumented: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
        const documented = success && (success[1].content ? Object.values(success[1].content).some((c) => c.schema) : false);
        if (!documented) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
