import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, ValidateBy, ValidationArguments } from 'class-validator';
import { fileNameProblem } from '../files/safe-file-name';
import type { FeedFormat } from '../../feeds/writer';

/** The default export's names: the feed name and remote file names the nightly run and the dialog start from. */
export const DEFAULT_FEED_NAME = 'XML STOCKPRICE LOAD';
export const DEFAULT_REMOTE_FILENAME = 'CurrentItems.xml';
export const DEFAULT_PRODUCTS_REMOTE_FILENAME = 'Products.xml';

/** Which files an export makes: the stock-and-price feed of current items (the specification's), the product feed of live products, or both. */
export const FEED_SELECTIONS = ['stock', 'products', 'both'] as const;
export type FeedSelection = (typeof FEED_SELECTIONS)[number];
/** The one file an export job makes. */
export type ExportFeed = Exclude<FeedSelection, 'both'>;

/** JSON sends booleans; a query string sends 'true'/'false' (blank or 'all' = every item type). */
const flexibleBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === '' || value === 'all' || value === null ? undefined : value;

/** The name is used as a file name here and on the SFTP server, so it must not leave its directory. */
const IsPlainFileName = () =>
  ValidateBy({
    name: 'isPlainFileName',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && fileNameProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) => `${args?.property} ${fileNameProblem(String(args?.value ?? ''))}`,
    },
  });

/** The export options (format, feed name, remote file name, price, availability, brand, item type), as the dialog sends them (JSON) or as GET /current/export-xml takes them (query). */
export class ExportOptionsDto {
  @ApiPropertyOptional({ example: true, type: Boolean, default: true })
  @IsOptional()
  @IsBoolean({ message: 'include_price must be true or false' })
  @Transform(flexibleBoolean)
  include_price = true;

  @ApiPropertyOptional({ example: true, type: Boolean, default: true })
  @IsOptional()
  @IsBoolean({ message: 'include_availability must be true or false' })
  @Transform(flexibleBoolean)
  include_availability = true;

  @ApiPropertyOptional({ example: true, type: Boolean, default: true })
  @IsOptional()
  @IsBoolean({ message: 'include_brand must be true or false' })
  @Transform(flexibleBoolean)
  include_brand = true;

  @ApiPropertyOptional({ example: 'atom', type: String, enum: ['atom', 'rss'], default: 'atom' })
  @IsOptional()
  @IsIn(['atom', 'rss'], { message: "format_type must be 'atom' or 'rss'" })
  format_type: FeedFormat = 'atom';

  @ApiPropertyOptional({ type: String, default: DEFAULT_FEED_NAME, example: DEFAULT_FEED_NAME })
  @IsOptional()
  @IsPlainFileName()
  @IsString({ message: 'feed_name must be text' })
  @IsNotEmpty({ message: 'feed_name must not be empty' })
  feed_name = DEFAULT_FEED_NAME;

  @ApiPropertyOptional({ type: String, default: DEFAULT_REMOTE_FILENAME, example: DEFAULT_REMOTE_FILENAME })
  @IsOptional()
  @IsPlainFileName()
  @IsString({ message: 'remote_filename must be text' })
  @IsNotEmpty({ message: 'remote_filename must not be empty' })
  remote_filename = DEFAULT_REMOTE_FILENAME;

  @ApiPropertyOptional({ example: false, type: Boolean, description: 'true: kits only; false: single parts only; absent: all items' })
  @IsOptional()
  @IsBoolean({ message: 'is_kit must be true or false' })
  @Transform(flexibleBoolean)
  is_kit?: boolean;

  @ApiPropertyOptional({
    enum: FEED_SELECTIONS,
    default: 'stock',
    example: 'both',
    description: 'stock: the stock-and-price feed of current items; products: the product feed of live products; both: one file each, one after the other',
  })
  @IsOptional()
  @IsIn(FEED_SELECTIONS, { message: "feeds must be 'stock', 'products' or 'both'" })
  feeds: FeedSelection = 'stock';

  @ApiPropertyOptional({ type: String, default: DEFAULT_PRODUCTS_REMOTE_FILENAME, example: DEFAULT_PRODUCTS_REMOTE_FILENAME, description: 'The product feed file name' })
  @IsOptional()
  @IsPlainFileName()
  @IsString({ message: 'products_remote_filename must be text' })
  @IsNotEmpty({ message: 'products_remote_filename must not be empty' })
  products_remote_filename = DEFAULT_PRODUCTS_REMOTE_FILENAME;
}

/** The options as stored with a job and echoed in the history. */
export interface ExportOptions {
  include_price: boolean;
  include_availability: boolean;
  include_brand: boolean;
  format_type: FeedFormat;
  feed_name: string;
  remote_filename: string;
  is_kit?: boolean;
  /** Absent: the stock-and-price feed only, as the specification's clients send. */
  feeds?: FeedSelection;
  products_remote_filename?: string;
}

/** The files an export makes, each with its remote name, in the order they are made. */
export function exportFiles(options: ExportOptions): Array<{ feed: ExportFeed; filename: string }> {
  const selection = options.feeds ?? 'stock';
  const files: Array<{ feed: ExportFeed; filename: string }> = [];
  if (selection !== 'products') files.push({ feed: 'stock', filename: options.remote_filename });
  if (selection !== 'stock') files.push({ feed: 'products', filename: options.products_remote_filename ?? DEFAULT_PRODUCTS_REMOTE_FILENAME });
  return files;
}

export function defaultExportOptions(): ExportOptions {
  return {
    include_price: true,
    include_availability: true,
    include_brand: true,
    format_type: 'atom',
    feed_name: DEFAULT_FEED_NAME,
    remote_filename: DEFAULT_REMOTE_FILENAME,
  };
}

/** Only the known fields, in a fixed order: what is stored and shown (the product feed's only when it is asked for). */
export function exportOptionsOf(dto: ExportOptions): ExportOptions {
  const options: ExportOptions = {
    include_price: dto.include_price,
    include_availability: dto.include_availability,
    include_brand: dto.include_brand,
    format_type: dto.format_type,
    feed_name: dto.feed_name,
    remote_filename: dto.remote_filename,
  };
  if (typeof dto.is_kit === 'boolean') options.is_kit = dto.is_kit;
  if (dto.feeds && dto.feeds !== 'stock') {
    options.feeds = dto.feeds;
    options.products_remote_filename = dto.products_remote_filename ?? DEFAULT_PRODUCTS_REMOTE_FILENAME;
  }
  return options;
}
