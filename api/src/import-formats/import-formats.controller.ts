import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { describeFormat } from '../common/csv';
import { notFound } from '../common/errors/http-errors';
import { IMPORT_DOCS, ImportDoc, importFormatId } from './import-format-registry';
import { ImportFormatView } from './import-format-views';

function view(entry: ImportDoc): ImportFormatView {
  const help = describeFormat(entry.format);
  return {
    id: importFormatId(entry),
    title: entry.title,
    name: help.name,
    endpoint: entry.endpoint,
    screen: entry.screen,
    extensions: [...entry.format.extensions],
    delimiters: help.delimiters,
    ...(help.exactColumns ? { exact_columns: help.exactColumns } : {}),
    sample_url: `/samples/${entry.sample}`,
    columns: help.columns.map((column) => ({ ...column, required: column.presence !== 'optional' })),
  };
}

/** The import file formats, served from the same definitions the imports read with. */
@ApiTags('import-formats')
@ApiBearerAuth()
@Controller('import-formats')
export class ImportFormatsController {
  @Get()
  @ApiOperation({ summary: 'Every CSV/TXT import: its columns (with the other header names accepted), delimiters, extensions and a sample' })
  @ApiOkResponse({ type: [ImportFormatView] })
  list(): ImportFormatView[] {
    return IMPORT_DOCS.map(view);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One import file format' })
  @ApiParam({ name: 'id', example: 'prices', description: 'brands-parts, products, category-mappings, current-items, availability, prices or item-brands' })
  @ApiOkResponse({ type: ImportFormatView })
  @ApiNotFoundResponse({ description: '{detail: "Import format … not found"}' })
  get(@Param('id') id: string): ImportFormatView {
    const entry = IMPORT_DOCS.find((candidate) => importFormatId(candidate) === id);
    if (!entry) throw notFound('Import format', id);
    return view(entry);
  }
}
