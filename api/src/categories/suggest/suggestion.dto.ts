import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { ConfidenceField, PartTypeField } from '../mappings/mapping-fields';

export const MAX_ANALYZED = 10_000;
/** The longest part type a mapping can hold: no suggestion input may be longer. */
export const MAX_PART_TYPE_LENGTH = 255;

export class AiSuggestDto {
  @PartTypeField('Front Brake Pads')
  part_type!: string;
}

export class PartTypesDto {
  @ApiProperty({ type: [String], example: ['Brake Pads', 'O2 Sensor', 'A/C Compressor'] })
  @ArrayMaxSize(MAX_ANALYZED, { message: `at most ${MAX_ANALYZED} part types per call` })
  @MaxLength(MAX_PART_TYPE_LENGTH, { each: true, message: `each part type must be at most ${MAX_PART_TYPE_LENGTH} characters` })
  @IsString({ each: true, message: 'each part type must be a string' })
  @IsArray({ message: 'part_types must be a list of part types' })
  part_types!: string[];
}

/** A category id, its id as text, its full path, or a suggestion object carrying category_id. */
const isCategoryReference = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) || (typeof value === 'string' && value.trim() !== '');

export class ApplyAiMappingDto {
  @PartTypeField('Front Brake Pads')
  part_type!: string;

  @ApiProperty({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    example: 2989,
    description: 'Category id or full path (a suggestion object with category_id is accepted too)',
  })
  @Transform(({ value }) =>
    value && typeof value === 'object' && 'category_id' in value ? (value as { category_id: unknown }).category_id : value,
  )
  @ValidateBy({
    name: 'isCategoryReference',
    validator: { validate: isCategoryReference, defaultMessage: () => 'suggested_category must be a category id or full path' },
  })
  suggested_category!: number | string;

  @ConfidenceField(0.87)
  confidence?: number | null;
}

export class ApplyAiMappingsDto {
  @ApiProperty({ type: [ApplyAiMappingDto] })
  @ArrayMaxSize(MAX_ANALYZED, { message: `at most ${MAX_ANALYZED} mappings per call` })
  @ValidateNested({ each: true })
  @Type(() => ApplyAiMappingDto)
  @IsArray({ message: 'mappings must be a list' })
  mappings!: ApplyAiMappingDto[];
}
