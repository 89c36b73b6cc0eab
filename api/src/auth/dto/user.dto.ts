import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  ACCESS_TOKEN_MIN_LENGTH,
  ACCESS_TOKEN_TOO_SHORT,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  SECRET_MAX_LENGTH,
} from '../../common/auth/credential-rules';
import { ROLES, Role } from '../../common/auth/role';

/** A blank password or access token on edit means "keep the current one". */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export class CreateUserDto {
  @ApiProperty({ example: 'operator@example.com' })
  // class-validator runs these bottom-up and stops at the first failure: most basic rule last.
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'Invalid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @ApiPropertyOptional({ example: 'Pat Operator' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  full_name?: string;

  @ApiProperty({ example: 'operator-password-1', minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH)
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;

  @ApiProperty({ example: 'operator-access-token-0123', minLength: ACCESS_TOKEN_MIN_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH)
  @MinLength(ACCESS_TOKEN_MIN_LENGTH, { message: ACCESS_TOKEN_TOO_SHORT })
  @IsString()
  @IsNotEmpty({ message: 'Access token is required for new users' })
  access_token!: string;

  @ApiPropertyOptional({ example: 'user', enum: ROLES, default: 'user' })
  @IsOptional()
  @IsIn(ROLES, { message: 'Role must be user, admin or readonly' })
  role?: Role;

  @ApiPropertyOptional({ example: true, default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;
}

export class UpdateUserDto extends PartialType(CreateUserDto) {
  @Transform(blankToUndefined)
  override password?: string;

  @Transform(blankToUndefined)
  override access_token?: string;
}
