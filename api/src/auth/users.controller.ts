import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { AuthPrincipal, CurrentUser } from '../common/auth/current-user.decorator';
import { Page, PageQuery } from '../common/paging/page-query';
import { SuccessView, UserPageView } from './auth-views';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { UserView } from './user-views';

@ApiTags('users')
@ApiBearerAuth()
@Roles('admin')
@Controller('auth/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserPageView })
  list(@Query() page: PageQuery): Promise<Page<UserView>> {
    return this.users.list(page.skip, page.limit);
  }

  @Get(':id')
  @ApiParam({ name: 'id', example: 1, description: 'User id' })
  @ApiOkResponse({ type: UserView })
  get(@Param('id', ParseIntPipe) id: number): Promise<UserView> {
    return this.users.get(id);
  }

  @Post()
  @ApiOkResponse({ type: UserView })
  create(@Body() dto: CreateUserDto): Promise<UserView> {
    return this.users.create(dto);
  }

  @Put(':id')
  @ApiParam({ name: 'id', example: 1, description: 'User id' })
  @ApiOkResponse({ type: UserView })
  update(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserDto,
    @CurrentUser() principal: AuthPrincipal,
  ): Promise<UserView> {
    return this.users.update(id, dto, principal);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', example: 1, description: 'User id' })
  @ApiOkResponse({ type: SuccessView })
  async remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() principal: AuthPrincipal): Promise<SuccessView> {
    await this.users.remove(id, principal.userId);
    return { success: true, message: 'User deleted' };
  }
}
