import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { availability, AVAILABILITY_VALUES, MAX_PRICE, type Availability } from '../../common/csv/parsers';

/** 'In Stock', 'instock'… become 'in stock' as in the import files; anything else is left for IsIn to refuse. */
const normalizedAvailability = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return availability(value);
  } catch {
    return value;
  }
};

/** Blank brand means "no brand". */
const brandOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The edit dialog: any of price, availability and brand; null price or blank brand clears it. */
export class UpdateCurrentItemDto {
  @ApiPropertyOptional({ type: Number, nullable: true, example: 19.99, description: 'USD, at most 2 decimals; null clears it' })
  @IsOptional()
  @Max(MAX_PRICE, { message: `price must be at most ${MAX_PRICE}` })
  @Min(0, { message: 'price must not be negative' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'price must be a number with at most 2 decimals' })
  price?: number | null;

  @ApiPropertyOptional({ enum: AVAILABILITY_VALUES, example: 'in stock' })
  @IsOptional()
  @IsIn(AVAILABILITY_VALUES, { message: `availability must be one of ${AVAILABILITY_VALUES.join(', ')}` })
  @Transform(normalizedAvailability)
  availability?: Availability;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bosch', description: 'Blank or null removes the brand' })
  @IsOptional()
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'brand must not contain control characters' })
  @MaxLength(200, { message: 'brand must be at most 200 characters' })
  @IsString({ message: 'brand must be text' })
  @Transform(brandOrNull)
  brand?: string | null;
}
