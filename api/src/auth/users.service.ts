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
import { toUserView, UserView } from './user-views';
import { ACTIVE_ADMIN_IDS, TAKE_SQLITE_WRITE_LOCK } from './sql/users.sql';
import { sqlRunner } from '../common/sql/sql-runner';

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
    if (id === actingUserId && dto.is_active === false) throw badRequest('You cannot deactivate your own account');
    const passwordHash = dto.password !== undefined ? await this.hasher.hash(dto.password) : undefined;
    const tokenHash = dto.access_token !== undefined ? await this.hasher.hash(dto.access_token) : undefined;
    const user = await this.em.transactional(async (em) => {
      const admins = await lockActiveAdmins(em);
      const user = await this.find(id, em);
      if (dto.email !== undefined && dto.email.trim().toLowerCase() !== user.email) {
        await this.assertEmailFree(dto.email.trim().toLowerCase(), em);
        user.email = dto.email.trim().toLowerCase();
      }
      assertKeepsAnAdmin(admins, user, dto.role ?? user.role, dto.is_active ?? user.is_active);
      if (dto.full_name !== undefined) user.full_name = dto.full_name.trim() || null;
      if (dto.role !== undefined) user.role = dto.role;
      if (dto.is_active !== undefined) user.is_active = dto.is_active;
      if (passwordHash) user.password_hash = passwordHash;
      if (tokenHash) user.access_token_hash = tokenHash;
      return user;
    });
    if (!user.is_active || dto.password !== undefined || dto.access_token !== undefined) {
      await this.sessions.revokeAllOf(user.id, user.id === actingUserId ? acting.sessionId : undefined);
    }
    return toUserView(user);
  }

  async remove(id: number, actingUserId: number): Promise<void> {
    if (id === actingUserId) throw badRequest('You cannot delete your own account');
    await this.em.transactional(async (em) => {
      const admins = await lockActiveAdmins(em);
      const user = await this.find(id, em);
      assertKeepsAnAdmin(admins, user, 'user', false);
      em.remove(user);
    });
  }

  private async find(id: number, em: EntityManager = this.em): Promise<User> {
    const user = await em.findOne(User, id);
    if (!user) throw notFound('User', id);
    return user;
  }

  private async assertEmailFree(email: string, em: EntityManager = this.em): Promise<void> {
    if (await em.count(User, { email })) throw conflict(`A user with email ${email} already exists`);
  }

}

/**
 * The first statement of a user change's transaction: the active admins' ids, locked until it commits
 * (PostgreSQL: FOR UPDATE; SQLite: the write lock, taken before anything is read, as one writer runs at
 * a time). So two admins demoting each other at once are checked one after the other.
 */
async function lockActiveAdmins(em: EntityManager): Promise<number[]> {
  const sql = sqlRunner(em);
  if (!sql.postgres) await sql.run(TAKE_SQLITE_WRITE_LOCK, []);
  return sql.rows(ACTIVE_ADMIN_IDS, [true]);
}

/** The last active admin cannot be demoted, deactivated or deleted: someone must be able to manage users. */
function assertKeepsAnAdmin(activeAdmins: number[], user: User, nextRole: Role, nextActive: boolean): void {
  const staysAdmin = nextRole === 'admin' && nextActive;
  if (user.role !== 'admin' || !user.is_active || staysAdmin) return;
  if (!activeAdmins.some((id) => id !== user.id)) throw badRequest('The last active admin must stay an active admin');
}
