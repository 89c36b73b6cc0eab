import { ApiProperty } from '@nestjs/swagger';

/** A taxonomy category as the API returns it. */
export class CategoryView {
  @ApiProperty({ example: 8227 }) category_id!: number;
  @ApiProperty({ example: 'Brake Pads' }) name!: string;
  @ApiProperty({ example: 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking' })
  full_path!: string;
}
