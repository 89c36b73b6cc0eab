import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AVAILABILITY_VALUES, availabilitySpellings, type Availability } from '../common/csv/parsers';
import { googleAvailability } from '../feeds/writer/feed-item';
import type { AvailabilityValue } from './entities/availability-value.entity';

export class AvailabilityValueView {
  @ApiProperty({ example: 'in_stock', description: "Google's value, written to g:availability in the XML feed" })
  id!: string;

  @ApiProperty({ enum: AVAILABILITY_VALUES, example: 'in stock', description: 'The value as items store it and the admin shows it' })
  value!: Availability;

  @ApiProperty({ example: 'The item can be ordered and shipped now.', description: 'What the value tells Google' })
  description!: string;

  @ApiProperty({
    type: [String],
    example: ['instock', 'available', 'in', 'yes'],
    description: "Spellings the imports accept for it, compared without case, spaces, '-' or '_' (so In-Stock matches instock)",
  })
  variants!: string[];
}

export class AvailabilityValuePageView {
  @ApiProperty({ type: [AvailabilityValueView] }) items!: AvailabilityValueView[];
  @ApiProperty({ example: 4 }) total!: number;
}

/** PUT /availability-values/:id: the meaning, in the team's own words; the value and its spellings belong to the code. */
export class UpdateAvailabilityValueDto {
  @ApiProperty({ example: 'Ships from our warehouse within 24 hours.', description: 'Trimmed; 1 to 500 characters' })
  // class-validator runs these bottom-up and stops at the first failure: most basic rule last.
  @MaxLength(500, { message: 'description must be at most 500 characters' })
  @IsNotEmpty({ message: 'description must not be empty' })
  @IsString({ message: 'description must be text' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  description!: string;
}

/** The row joined with the two things the code owns: Google's spelling (feed writer) and the accepted variants (import parser). */
export function toAvailabilityValueView(row: AvailabilityValue): AvailabilityValueView {
  const value = row.value as Availability;
  return {
    id: googleAvailability(value) ?? value,
    value,
    description: row.description,
    variants: [...availabilitySpellings(value)],
  };
}
