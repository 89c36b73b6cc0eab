import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Partsfeed API')
    .setDescription('Brands, parts, products, categories, current items and the XML feed of an automotive-parts merchant feed.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * Interactive docs at /api/docs, the document itself at /api/docs-json. The document is built when first asked for:
 * building it walks every route and DTO (about a third of a second), which no start-up should wait for.
 */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs-json' });
}
