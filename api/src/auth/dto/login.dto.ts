import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, SECRET_MAX_LENGTH } from '../../common/auth/credential-rules';

/** Nothing longer than a user can have is read, counted or hashed. */

export class LoginDto {
  @ApiProperty({ example: 'admin@example.com', maxLength: EMAIL_MAX_LENGTH })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery', maxLength: SECRET_MAX_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH, { message: `Password must be at most ${SECRET_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;

  @ApiProperty({ example: 'a-long-personal-access-token', maxLength: SECRET_MAX_LENGTH })
  @MaxLength(SECRET_MAX_LENGTH, { message: `Access token must be at most ${SECRET_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Access token is required' })
  access_token!: string;
}
