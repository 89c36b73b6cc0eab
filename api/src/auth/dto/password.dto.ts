import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SECRET_MAX_LENGTH } from '../../common/auth/credential-rules';

const PASSWORD_RULE = { message: PASSWORD_TOO_SHORT };
const PASSWORD_LIMIT = { message: `Password must be at most ${SECRET_MAX_LENGTH} characters` };

export class RefreshDto {
  @ApiProperty({ example: 'Qe9pD3xT5hL0uW2rN7yA4mK8cF1gJ6zB' })
  @IsString()
  @IsNotEmpty({ message: 'refresh_token is required' })
  refresh_token!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'old-password-1' })
  @MaxLength(SECRET_MAX_LENGTH, PASSWORD_LIMIT)
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  current_password!: string;

  @ApiProperty({ example: 'new-password-2', minLength: PASSWORD_MIN_LENGTH, maxLength: SECRET_MAX_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH, PASSWORD_LIMIT)
  @MinLength(PASSWORD_MIN_LENGTH, PASSWORD_RULE)
  @IsString()
  new_password!: string;
}

export class ChangeAccessTokenDto {
  @ApiProperty({ example: 'old-password-1' })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  current_password!: string;

  @ApiProperty({ example: 'new-access-token-0123456789', minLength: 16 })
  @MaxLength(200)
  @MinLength(16, { message: 'Access token must be at least 16 characters' })
  @IsString()
  new_access_token!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'operator@example.com' })
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ example: 'b7c1e0f4a9d24c3e8f6a1b2c3d4e5f60' })
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  token!: string;

  @ApiProperty({ example: 'new-password-2', minLength: PASSWORD_MIN_LENGTH, maxLength: SECRET_MAX_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH, PASSWORD_LIMIT)
  @MinLength(PASSWORD_MIN_LENGTH, PASSWORD_RULE)
  @IsString()
  new_password!: string;
}
