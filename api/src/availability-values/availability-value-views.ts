import { ApiProperty } from '@nestjs/swagger';
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
