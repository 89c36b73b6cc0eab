import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** Form fields are text: 'true'/'false'; blank or 'all' means every item type. */
const formBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === '' || value === 'all' ? undefined : value;

export class ImportOptionsDto {
  @ApiPropertyOptional({ type: String, enum: ['true', 'false'] })
  @IsOptional()
  @IsBoolean({ message: "is_kit must be 'true' or 'false'" })
  @Transform(formBoolean)
  is_kit?: boolean;
}
