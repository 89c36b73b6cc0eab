import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** The dialog sends the password as a query parameter (section 7); a JSON body {password} is accepted too. */
export class SftpPasswordDto {
  @ApiPropertyOptional({ example: 'sftp-password', type: String, description: 'The SFTP password; stored encrypted, never returned or logged' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  password?: string;
}
