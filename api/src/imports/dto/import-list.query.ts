import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../common/paging/page-query';
import { IMPORT_KINDS, ImportKind } from '../import-kinds';

export class ImportListQuery extends PageQuery {
  @ApiPropertyOptional({ example: 'prices', enum: IMPORT_KINDS, description: 'Only imports of this kind' })
  @IsOptional()
  @IsIn(IMPORT_KINDS, { message: `kind must be one of ${IMPORT_KINDS.join(', ')}` })
  kind?: ImportKind;
}
