import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';

/** Short constructors so services throw the `{detail}` shape without repeating it. */
export const badRequest = (detail: string) => new BadRequestException({ detail });
export const conflict = (detail: string) => new ConflictException({ detail });
export const notFound = (what: string, id: string | number) => new NotFoundException({ detail: `${what} ${id} not found` });
