import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldProblem } from './error-body';

function problems(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...problems(error.children ?? [], field)];
  });
}

/** The global pipe: DTOs are whitelisted and converted; failures answer `{detail: [{field, message}]}`. */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new BadRequestException({ detail: problems(errors) }),
  });
}
