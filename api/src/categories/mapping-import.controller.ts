import { Controller, Post, UploadedFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { rm } from 'node:fs/promises';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { badRequest } from '../common/errors/http-errors';
import { MappingUploadView } from './categories-responses';
import { MappingImportService } from './mapping-import.service';
import { SingleFileUpload } from './uploaded-file';

@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class MappingImportController {
  constructor(private readonly imports: MappingImportService) {}

  @Post('upload-mappings')
  @SingleFileUpload('CSV with columns part_type and category_id (or category, the full path)', 'disk')
  @ApiOkResponse({ type: MappingUploadView })
  async upload(@UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: AuthPrincipal): Promise<MappingUploadView> {
    if (!file) throw badRequest('Please select a file');
    try {
      return await this.imports.importFile(file, user.userId);
    } finally {
      await rm(file.path, { force: true });
    }
  }
}
