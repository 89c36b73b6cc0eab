import type { LoggerService } from '@nestjs/common';

/** A Nest logger that keeps every line, and a tap on stdout/stderr, so tests can search what the server printed. */
export class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  private readonly restore: Array<() => void> = [];

  constructor() {
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: unknown, ...rest: unknown[]) => {
        this.lines.push(String(chunk));
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      this.restore.push(() => (stream.write = original));
    }
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.lines.push([message, ...rest].map(String).join(' '));
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.log(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.log(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.log(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.log(message, ...rest);
  }

  text(): string {
    return this.lines.join('\n');
  }

  stop(): void {
    this.restore.forEach((undo) => undo());
  }
}
