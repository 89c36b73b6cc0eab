import { startTestApp, TestApp } from '../support/app';

interface Schema {
  $ref?: string;
  example?: unknown;
  format?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
type Content = Record<string, { schema?: Schema }>;
interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content; description?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The fields of `schema` (followed through $ref, arrays and compositions) that carry no example,
 * named like `BrandView.created_at`. A schema with its own example is complete; a file (binary) needs none.
 */
function fieldsWithoutExample(document: Document, schema: Schema | undefined, where: string, seen: string[] = []): string[] {
  if (!schema) return [`${where} (no schema)`];
  if (schema.example !== undefined || schema.format === 'binary') return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    return seen.includes(name) ? [] : fieldsWithoutExample(document, document.components.schemas[name], name, [...seen, name]);
  }
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts) return parts.flatMap((part) => fieldsWithoutExample(document, part, where, seen));
  if (schema.type === 'array') return fieldsWithoutExample(document, schema.items, `${where}[]`, seen);
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) => fieldsWithoutExample(document, property, `${where}.${name}`, seen));
  }
  return [where];
}

async function openApiDocument(t: TestApp): Promise<Document> {
  return (await (await fetch(`${t.baseUrl}/api/docs-json`)).json()) as Document;
}

function operations(document: Document): Array<[string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

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
    const undocumented: string[] = [];
    for (const [route, operation] of operations(await openApiDocument(t))) {
      const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
      const documented = success && (success[1].content ? Object.values(success[1].content).some((c) => c.schema) : false);
      if (!documented) undocumented.push(route);
    }
    expect(undocumented).toEqual([]);
  });

  it('gives an example for every parameter and every field of every request and success response body', async () => {
    const document = await openApiDocument(t);
    const missing: string[] = [];
    for (const [route, operation] of operations(document)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.example === undefined && parameter.schema?.example === undefined) missing.push(`${route} ${parameter.in} parameter ${parameter.name}`);
      }
      for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        missing.push(...fieldsWithoutExample(document, schema, `${route} body (${type})`).map((field) => `${route} request: ${field}`));
      }
      for (const [code, response] of Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'))) {
        for (const [type, { schema }] of Object.entries(response.content ?? {})) {
          missing.push(...fieldsWithoutExample(document, schema, `${code} ${type}`).map((field) => `${route} response: ${field}`));
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('notices a field without an example, wherever it is nested', () => {
    const document: Document = {
      paths: {},
      components: {
        schemas: {
          Page: { properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Row' } }, total: { example: 1 } } },
          Row: { properties: { id: { example: 1 }, created_at: { type: 'string', format: 'date-time' }, file: { type: 'string', format: 'binary' } } },
        },
      },
    };
    expect(fieldsWithoutExample(document, { $ref: '#/components/schemas/Page' }, 'response')).toEqual(['Row.created_at']);
  });
});
