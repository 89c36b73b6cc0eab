import { ApiProperty } from '@nestjs/swagger';
import { UserView } from './user-view';

export class LoginResponseView {
  @ApiProperty() access_token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ example: 'bearer' }) token_type!: 'bearer';
  @ApiProperty({ example: 43200, description: 'Seconds until the access token expires' }) expires_in!: number;
  @ApiProperty({ type: UserView }) user!: UserView;
}

export class CheckAuthView {
  @ApiProperty({ example: true }) authenticated!: boolean;
  @ApiProperty({ type: UserView }) user!: UserView;
}

export class SuccessView {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Done' }) message!: string;
}

export class UserPageView {
  @ApiProperty({ type: [UserView] }) items!: UserView[];
  @ApiProperty({ example: 1 }) total!: number;
}
