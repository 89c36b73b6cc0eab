import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
