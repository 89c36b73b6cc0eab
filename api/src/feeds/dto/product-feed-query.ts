import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FeedFormat } from '../writer';

export class ProductFeedQuery {
  @ApiPropertyOptional({ enum: ['rss', 'atom'], default: 'rss', example: 'rss' })
  @IsOptional()
  @IsIn(['rss', 'atom'], { message: 'format_type must be rss or atom' })
  format_type?: FeedFormat;

  @ApiPropertyOptional({ example: 'Partsfeed products', description: 'The feed title' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'feed_name must be at most 200 characters' })
  feed_name?: string;
}
