import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** The specification sends the password as a query parameter (POST /current/configure-sftp?password=…); the admin sends a JSON body. */
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

  @ApiPropertyOptional({ example: 'partnerupload.google.com', description: 'Replaces SFTP_HOST (saved with the password, encrypted)' })
  @IsOptional()
  @IsString({ message: 'host must be text' })
  @MaxLength(253, { message: 'host must be at most 253 characters' })
  @Matches(/^[A-Za-z0-9.:[\]-]+$/, { message: 'host must be a host name or an IP address' })
  host?: string;

  @ApiPropertyOptional({ example: 19321, description: 'Replaces SFTP_PORT' })
  @IsOptional()
  @IsInt({ message: 'port must be a whole number' })
  @Min(1, { message: 'port must be between 1 and 65535' })
  @Max(65535, { message: 'port must be between 1 and 65535' })
  port?: number;

  @ApiPropertyOptional({ example: 'mc-sftp-1234567', description: 'Replaces SFTP_USERNAME' })
  @IsOptional()
  @IsString({ message: 'username must be text' })
  @MaxLength(200, { message: 'username must be at most 200 characters' })
  username?: string;

  @ApiPropertyOptional({ example: '.', description: "Replaces SFTP_REMOTE_DIR: the folder on the server ('.' is the login folder)" })
  @IsOptional()
  @IsString({ message: 'remote_dir must be text' })
  @MaxLength(1000, { message: 'remote_dir must be at most 1000 characters' })
  remote_dir?: string;
}
