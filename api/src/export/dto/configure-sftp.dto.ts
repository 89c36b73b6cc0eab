import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The specification sends the password as a query parameter (section 7); the admin sends a JSON body. */
export class SftpPasswordDto {
  @ApiPropertyOptional({ example: 'sftp-password', type: String, description: 'The SFTP password; stored encrypted, never returned or logged' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  password?: string;
}

/** configure-sftp's JSON body: the password and, once shown, the host key fingerprint the operator accepts. */
export class ConfigureSftpDto extends SftpPasswordDto {
  @ApiPropertyOptional({ example: 'SHA256:O2N3R0F1bmRzYXJlZ29vZGZvcmtleXNhbmR0cnV0aA', description: "The server's fingerprint as shown by the first configure-sftp" })
  @IsOptional()
  @IsString({ message: 'accept_fingerprint must be text' })
  @MaxLength(200, { message: 'accept_fingerprint must be at most 200 characters' })
  accept_fingerprint?: string;
}
