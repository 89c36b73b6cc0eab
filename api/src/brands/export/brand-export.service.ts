import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { PassThrough, Readable } from 'node:stream';
import { BrandsService } from '../brands.service';
import { BrandExportQuery, ExportFormat } from './brand-export-query';
import { BrandExportSource } from './brand-export-source';
import { csvExport } from './csv-export';
import type { ExportContent } from './export-options';
import { jsonExport } from './json-export';
import { writeXlsxExport } from './xlsx-export';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Readable;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /brands/export: the file is produced while it is sent, never built whole in memory. */
@Injectable()
export class BrandExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly brandsService: BrandsService,
  ) {}

  async export(query: BrandExportQuery, now = new Date()): Promise<ExportFile> {
    // The body is read after the handler returns: use an EntityManager of its own, not the request's.
    const source = new BrandExportSource(this.em.fork());
    const brands = await source.brands();
    const content: ExportContent = {
      brands,
      groups: () => source.groups(brands),
      includeParts: query.include_parts,
      stats: query.include_stats ? await this.brandsService.stats() : undefined,
    };
    return {
      filename: `brands-export-${now.toISOString().slice(0, 10)}.${query.format}`,
      contentType: CONTENT_TYPES[query.format],
      body: this.body(query.format, content, now),
    };
  }

  private body(format: ExportFormat, content: ExportContent, now: Date): Readable {
    if (format === 'csv') return Readable.from(csvExport(content));
    if (format === 'json') return Readable.from(jsonExport(content, now));
    const out = new PassThrough();
    writeXlsxExport(content, out).catch((error: Error) => out.destroy(error));
    return out;
  }
}
