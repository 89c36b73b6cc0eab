import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsInt, IsOptional, Min, ValidateIf } from 'class-validator';

/** Either `ids`, or `brand_id` with `all_valid: true` (every draft of the brand that breaks no rule). */
export class BulkPublishBody {
  @ApiPropertyOptional({ type: [Number], example: [42, 43], description: 'Draft product ids' })
  @ValidateIf((body: BulkPublishBody) => body.brand_id === undefined)
  @IsArray({ message: 'give ids, or brand_id with all_valid: true' })
  @ArrayMinSize(1, { message: 'ids must name at least one draft' })
  @ArrayMaxSize(100_000, { message: 'ids may name at most 100000 drafts' })
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  ids?: number[];

  @ApiPropertyOptional({ example: 3, description: 'Publish every draft of this brand that breaks no rule (with all_valid: true)' })
  @IsOptional()
  @IsInt({ message: 'brand_id must be a whole number' })
  @Min(1, { message: 'brand_id must be a brand id such as 3' })
  brand_id?: number;

  @ApiPropertyOptional({ example: true, description: 'Required with brand_id' })
  @ValidateIf((body: BulkPublishBody) => body.brand_id !== undefined)
  @Equals(true, { message: 'all_valid must be true with brand_id' })
  all_valid?: boolean;
}
