import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role } from '../common/auth/role';
import { UserView } from './user-views';

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

export class RoutePermissionView {
  @ApiProperty({ example: 'post' }) method!: string;
  @ApiProperty({ example: 'parts/:id/publish', description: 'Below /api/v1, parameters as the route names them' }) path!: string;
  @ApiProperty({ example: false }) allowed!: boolean;
  @ApiProperty({ example: 'Read-only users cannot change data', type: String, nullable: true, description: 'Why not, in the words the server answers with' }) reason!: string | null;
}

export class PermissionsView {
  @ApiProperty({ example: 'readonly', enum: ROLES }) role!: Role;
  @ApiProperty({ type: [RoutePermissionView], description: 'Every route of the API and whether the caller may call it: the rule table the server enforces' })
  routes!: RoutePermissionView[];
}
