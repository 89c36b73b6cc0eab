import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnySignedIn, Public } from '../common/auth/access.decorators';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { AuthService, LoginResponse } from './auth.service';
import { CheckAuthView, LoginResponseView, PermissionsView, SuccessView } from './auth-views';
import { ChangeAccessTokenDto, ChangePasswordDto, ForgotPasswordDto, RefreshDto, ResetPasswordDto } from './dto/password.dto';
import { LoginDto } from './dto/login.dto';
import { RouteRulesService } from './route-rules.service';
import { SessionService } from './session.service';
import { UserView } from './user-views';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly routeRules: RouteRulesService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseView })
  login(@Body() dto: LoginDto, @Ip() address: string): Promise<LoginResponse> {
    return this.auth.login(dto, address);
  }

  @AnySignedIn()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessView })
  async logout(@CurrentUser() principal: AuthPrincipal): Promise<SuccessView> {
    await this.sessions.revoke(principal.sessionId);
    return { success: true, message: 'Signed out' };
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseView })
  refresh(@Body() dto: RefreshDto): Promise<LoginResponse> {
    return this.auth.refresh(dto.refresh_token);
  }

  @Get('me')
  @ApiOkResponse({ type: UserView })
  me(@CurrentUser() principal: AuthPrincipal): Promise<UserView> {
    return this.auth.me(principal.userId);
  }

  @Get('permissions')
  @ApiOperation({ summary: "Every route and whether the caller's role may call it, from the rules the server enforces" })
  @ApiOkResponse({ type: PermissionsView })
  permissions(@CurrentUser() principal: AuthPrincipal): PermissionsView {
    return { role: principal.role, routes: this.routeRules.permissionsOf(principal.role) };
  }

  @Get('check-auth')
  @ApiOkResponse({ type: CheckAuthView })
  async checkAuth(@CurrentUser() principal: AuthPrincipal): Promise<CheckAuthView> {
    return { authenticated: true, user: await this.auth.me(principal.userId) };
  }

  @AnySignedIn()
  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessView })
  async changePassword(@CurrentUser() principal: AuthPrincipal, @Body() dto: ChangePasswordDto, @Ip() address: string): Promise<SuccessView> {
    await this.auth.changePassword(principal.userId, principal.sessionId, dto, address);
    return { success: true, message: 'Password changed' };
  }

  @AnySignedIn()
  @Post('change-access-token')
  @HttpCode(200)
  @ApiOperation({ summary: "Change the caller's own access token (the current password confirms it); ends the caller's other sessions" })
  @ApiOkResponse({ type: SuccessView })
  async changeAccessToken(@CurrentUser() principal: AuthPrincipal, @Body() dto: ChangeAccessTokenDto, @Ip() address: string): Promise<SuccessView> {
    await this.auth.changeAccessToken(principal.userId, principal.sessionId, dto, address);
    return { success: true, message: 'Access token changed' };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessView })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<SuccessView> {
    await this.auth.forgotPassword(dto.email);
    return { success: true, message: 'If the address belongs to an active user, a reset link has been issued' };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessView })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<SuccessView> {
    await this.auth.resetPassword(dto);
    return { success: true, message: 'Password has been reset: sign in with the new password' };
  }
}
