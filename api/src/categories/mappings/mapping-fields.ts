import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

// applyDecorators applies in array order, the reverse of stacked decorators: the most basic rule comes first so
// that, with stopAtFirstError, it is the one reported.

/** A required part type, as mappings and suggestions take it. */
export const PartTypeField = (example: string) =>
  applyDecorators(
    IsNotEmpty({ message: 'part_type is required' }),
    IsString(),
    MaxLength(255, { message: 'part_type must be at most 255 characters' }),
    ApiProperty({ example }),
  );

/** An optional confidence between 0 and 1; null clears it. */
export const ConfidenceField = (example: number) =>
  applyDecorators(
    IsNumber({}, { message: 'confidence must be a number' }),
    Min(0, { message: 'confidence must be between 0 and 1' }),
    Max(1, { message: 'confidence must be between 0 and 1' }),
    ValidateIf((_, value) => value !== null),
    IsOptional(),
    ApiPropertyOptional({ example, nullable: true, minimum: 0, maximum: 1 }),
  );
