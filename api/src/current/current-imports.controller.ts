import { applyDecorators, Body, Controller, HttpCode, Post, Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { ImportUpload, ImportUploadFile, ImportUploadOptions, UploadedImport } from '../common/uploads';
import { ImportOptionsDto } from './dto/import-options.dto';
import { CurrentImportsService } from './imports/current-imports.service';
import {
  AvailabilityImportResultView,
  BrandAssignmentResultView,
  ItemsImportResultView,
  PriceImportResultView,
} from './imports/import-results';
import { AVAILABILITY_FORMAT, BRANDS_FORMAT, ITEMS_FORMAT, PRICE_FORMAT } from './imports/current-import-formats';

const ONE_TRANSACTION =
  'One transaction: a file that cannot be read as a whole (wrong extension, binary, empty, missing column, wrong delimiter) changes nothing (400); ' +
  'rows with a bad value or repeating an earlier row\'s item are skipped and reported (every problem of a row; the first 100 in error_rows, all of them and the not-found rows at GET /imports/{import_id}/problems). ' +
  'A second import into current items while one runs is refused (409).';
const TYPE_FILTER = "'true': only kits are updated; 'false': only single parts; absent: every item";

interface ImportRouteOptions {
  path: string;
  /** The extensions the dialog accepts, checked by the file's name before the upload. */
  extensions: readonly string[];
  /** Help for the optional is_kit form field; none when the route takes no is_kit. */
  isKitHelp?: string;
  summary: string;
  description: string;
  result: Type<unknown>;
}

/** One multipart import route: POST answering 200, the upload, and its OpenAPI description. */
function ImportRoute({ path, extensions, isKitHelp, summary, description, result }: ImportRouteOptions) {
  const upload: ImportUploadOptions = {
    extensions,
    fields: isKitHelp ? { is_kit: { type: 'string', enum: ['true', 'false'], example: 'false', description: isKitHelp } } : undefined,
  };
  return applyDecorators(
    Post(path),
    HttpCode(200),
    ImportUpload(upload),
    ApiOperation({ summary, description: `${description} ${ONE_TRANSACTION}` }),
    ApiOkResponse({ type: result }),
  );
}

@ApiTags('current items')
@ApiBearerAuth()
@ApiBadRequestResponse({ description: '{detail} — nothing was changed' })
@ApiConflictResponse({ description: "{detail: 'An import into current items is already running'}" })
@Controller('current')
export class CurrentImportsController {
  constructor(private readonly imports: CurrentImportsService) {}

  @ImportRoute({
    path: 'import',
    extensions: ITEMS_FORMAT.extensions,
    isKitHelp: "'true' when the file holds kits (not single parts); default 'false'",
    summary: 'Create or update items from a CSV: id, item_number, optional price and stock_status',
    description: 'Known ids are updated (a blank price or stock_status keeps the stored value), new ids created.',
    result: ItemsImportResultView,
  })
  items(@UploadedImport() file: ImportUploadFile, @Body() options: ImportOptionsDto, @CurrentUser() user: AuthPrincipal): Promise<ItemsImportResultView> {
    return this.imports.importItems(file, options.is_kit ?? false, user.email);
  }

  @ImportRoute({
    path: 'import-availability',
    extensions: AVAILABILITY_FORMAT.extensions,
    isKitHelp: TYPE_FILTER,
    summary: 'Set availability from a .csv or .txt: item_number or id, stock_status (comma, tab or pipe)',
    description: 'Live products with the same part number and type follow.',
    result: AvailabilityImportResultView,
  })
  availability(@UploadedImport() file: ImportUploadFile, @Body() options: ImportOptionsDto, @CurrentUser() user: AuthPrincipal): Promise<AvailabilityImportResultView> {
    return this.imports.importAvailability(file, options.is_kit, user.email);
  }

  @ImportRoute({
    path: 'import-price',
    extensions: PRICE_FORMAT.extensions,
    isKitHelp: TYPE_FILTER,
    summary: 'Set prices (USD) from a .csv or .txt: item_number or id, price, optional availability and Is_Kit',
    description: 'Live products with the same part number and type follow.',
    result: PriceImportResultView,
  })
  prices(@UploadedImport() file: ImportUploadFile, @Body() options: ImportOptionsDto, @CurrentUser() user: AuthPrincipal): Promise<PriceImportResultView> {
    return this.imports.importPrices(file, options.is_kit, user.email);
  }

  @ImportRoute({
    path: 'import-brands',
    extensions: BRANDS_FORMAT.extensions,
    summary: 'Assign brands from a two-column file: id/item_id/item_number/part_number/sku/part, then brand/manufacturer/make',
    description: 'Comma in .csv files; tab, pipe, semicolon or space in .txt files.',
    result: BrandAssignmentResultView,
  })
  brands(@UploadedImport() file: ImportUploadFile, @CurrentUser() user: AuthPrincipal): Promise<BrandAssignmentResultView> {
    return this.imports.importBrands(file, user.email);
  }
}

