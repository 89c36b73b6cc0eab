import { EntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { AuthPrincipal } from '../common/auth/current-user.decorator';
import { Role } from '../common/auth/role';
import { SecretHasher } from '../common/crypto/secret-hasher';
import { badRequest, conflict, notFound } from '../common/errors/http-errors';
import { Page } from '../common/paging/page-query';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { User } from './entities/user.entity';
import { SessionService } from './session.service';
import { toUserView, UserView } from './user-view';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly hasher: SecretHasher,
  ) {}

  async list(skip: number, limit: number): Promise<Page<UserView>> {
    const [users, total] = await this.em.findAndCount(User, {}, { orderBy: { id: 'asc' }, offset: skip, limit });
    return { items: users.map(toUserView), total };
  }

  async get(id: number): Promise<UserView> {
    return toUserView(await this.find(id));
  }

  async create(dto: CreateUserDto): Promise<UserView> {
    const email = dto.email.trim().toLowerCase();
    await this.assertEmailFree(email);
    const user = this.em.create(User, {
      email,
      full_name: dto.full_name?.trim() || null,
      role: dto.role ?? 'user',
      is_active: dto.is_active ?? true,
      password_hash: await this.hasher.hash(dto.password),
      access_token_hash: await this.hasher.hash(dto.access_token),
    });
    await this.em.flush();
    return toUserView(user);
  }

  /** A new password or access token, or deactivation, ends the user's sessions (but the acting one). */
  async update(id: number, dto: UpdateUserDto, acting: AuthPrincipal): Promise<UserView> {
    const actingUserId = acting.userId;
    const user = await this.find(id);
    if (dto.email !== undefined && dto.email.trim().toLowerCase() !== user.email) {
      await this.assertEmailFree(dto.email.trim().toLowerCase());
      user.email = dto.email.trim().toLowerCase();
    }
    if (id === actingUserId && dto.is_active === false) throw badRequest('You cannot deactivate your own account');
    await this.assertKeepsAnAdmin(user, dto.role ?? user.role, dto.is_active ?? user.is_active);
    if (dto.full_name !== undefined) user.full_name = dto.full_name.trim() || null;
    if (dto.role !== undefined) user.role = dto.role;
    if (dto.is_active !== undefined) user.is_active = dto.is_active;
    if (dto.password !== undefined) user.password_hash = await this.hasher.hash(dto.password);
    if (dto.access_token !== undefined) user.access_token_hash = await this.hasher.hash(dto.access_token);
    await this.em.flush();
    if (!user.is_active || dto.password !== undefined || dto.access_token !== undefined) {
      await this.sessions.revokeAllOf(user.id, user.id === actingUserId ? acting.sessionId : undefined);
    }
    return toUserView(user);
  }

  async remove(id: number, actingUserId: number): Promise<void> {
    if (id === actingUserId) throw badRequest('You cannot delete your own account');
    const user = await this.find(id);
    await this.assertKeepsAnAdmin(user, 'user', false);
    await this.em.removeAndFlush(user);
  }

  private async find(id: number): Promise<User> {
    const user = await this.em.findOne(User, id);
    if (!user) throw notFound('User', id);
    return user;
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.em.count(User, { email })) throw conflict(`A user with email ${email} already exists`);
  }

  /** The last active admin cannot be demoted, deactivated or deleted: someone must be able to manage users. */
  private async assertKeepsAnAdmin(user: User, nextRole: Role, nextActive: boolean): Promise<void> {
    const staysAdmin = nextRole === 'admin' && nextActive;
    if (user.role !== 'admin' || !user.is_active || staysAdmin) return;
    const otherAdmins = await this.em.count(User, { role: 'admin', is_active: true, id: { $ne: user.id } });
    if (otherAdmins === 0) throw badRequest('The last active admin must stay an active admin');
  }
}
