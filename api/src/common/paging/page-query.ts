import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 10_000;
/** The largest skip every database reads as an integer: past it SQLite answers a type mismatch. */
export const MAX_SKIP = Number.MAX_SAFE_INTEGER;
export const SKIP_TOO_LARGE = `must be at most ${MAX_SKIP}`;

/** `skip` and `limit` as every list call of the API takes them. */
export class PageQuery {
  @ApiPropertyOptional({ example: 0, type: 'integer', default: 0, minimum: 0, maximum: MAX_SKIP })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_SKIP, { message: `skip ${SKIP_TOO_LARGE}` })
  @IsInt({ message: 'skip must be a whole number' })
  @Min(0, { message: 'skip must not be negative' })
  skip = 0;

  @ApiPropertyOptional({ example: 50, type: 'integer', default: 50, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  limit = 50;
}

export interface Page<T> {
  items: T[];
  total: number;
}
