import { Module } from '@nestjs/common';
import { ImportFormatsController } from './import-formats.controller';

/** GET /import-formats: what each import reads, for the admin's dialogs and any client. */
@Module({ controllers: [ImportFormatsController] })
export class ImportFormatsModule {}
