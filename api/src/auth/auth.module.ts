import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { PasswordReset } from './entities/password-reset.entity';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { FirstAdminService } from './first-admin.service';
import { LoginThrottle } from './login-throttle';
import { RouteRulesService } from './route-rules.service';
import { SessionService } from './session.service';
import { SecretHasher } from '../common/crypto/secret-hasher';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MikroOrmModule.forFeature([User, Session, PasswordReset]), DiscoveryModule],
  controllers: [AuthController, UsersController],
  providers: [
    AuthService,
    UsersService,
    SessionService,
    LoginThrottle,
    SecretHasher,
    FirstAdminService,
    RouteRulesService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService],
})
export class AuthModule {}
