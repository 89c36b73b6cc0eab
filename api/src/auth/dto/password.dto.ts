import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MinLength } from 'class-validator';

const PASSWORD_RULE = { message: 'Password must be at least 8 characters' };

export class RefreshDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'refresh_token is required' })
  refresh_token!: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  current_password!: string;

  @ApiProperty({ minLength: 8 })
  @IsString()
  @MinLength(8, PASSWORD_RULE)
  new_password!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'operator@example.com' })
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  token!: string;

  @ApiProperty({ minLength: 8 })
  @IsString()
  @MinLength(8, PASSWORD_RULE)
  new_password!: string;
}
