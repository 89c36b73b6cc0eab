import { ApiProperty } from '@nestjs/swagger';
import { UserView } from './user-view';

export class LoginResponseView {
  @ApiProperty({ example: '2mZq7XKJ0yq4o3V1nq8cC5s8vS0d6bY1' }) access_token!: string;
  @ApiProperty({ example: 'Qe9pD3xT5hL0uW2rN7yA4mK8cF1gJ6zB' }) refresh_token!: string;
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
