import { MAPPING_IMPORT_FORMAT } from './mapping-import-format';
import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentUser } from '../../common/auth/current-user.decorator';
import { ImportUpload, ImportUploadFile, UploadedImport } from '../../common/uploads';
import { MappingUploadView } from '../categories-views';
import { MappingImportService } from './mapping-import.service';

@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class MappingImportController {
  constructor(private readonly imports: MappingImportService) {}

  @Post('upload-mappings')
  @ImportUpload({
    extensions: MAPPING_IMPORT_FORMAT.extensions,
    missingMessage: 'Please select a file',
    description: 'CSV with columns part_type and category_id (or category, the full path)',
  })
  @ApiOkResponse({ type: MappingUploadView })
  upload(@UploadedImport() file: ImportUploadFile, @CurrentUser() user: AuthPrincipal): Promise<MappingUploadView> {
    return this.imports.importFile(file, user);
  }
}
