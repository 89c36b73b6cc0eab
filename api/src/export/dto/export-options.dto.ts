import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, ValidateBy, ValidationArguments } from 'class-validator';
import { fileNameProblem } from '../feed/safe-file-name';
import type { FeedFormat } from '../feed';

/** Section 9: the default export. */
export const DEFAULT_FEED_NAME = 'XML STOCKPRICE LOAD';
export const DEFAULT_REMOTE_FILENAME = 'CurrentItems.xml';

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

/** The export options of section 3, as the dialog sends them (JSON) or as GET /current/export-xml takes them (query). */
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

/** Only the known fields, in a fixed order: what is stored and shown. */
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
  return options;
}
