import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ExportOptionsDto } from './export-options.dto';

/** The options of an export started in the background by POST /current/export-xml-job. */
export class ExportJobOptionsDto extends ExportOptionsDto {
  @ApiPropertyOptional({
    example: true,
    type: Boolean,
    description:
      "'Upload to SFTP' was ticked: the file is uploaded when SFTP is configured; when it is not, the job ends completed with sftp_upload 'pending' and sftp_error saying why it was not uploaded",
  })
  @IsOptional()
  @IsBoolean({ message: 'upload_to_sftp must be true or false' })
  upload_to_sftp?: boolean;
}
