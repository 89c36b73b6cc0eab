import { Global, HttpException, HttpStatus, Inject, Injectable, Module } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** Full-catalog streams one process serves at once: each reads the whole catalog, and any signed-in user may ask. */
export const MAX_CATALOG_STREAMS = 2;

/**
 * The one cap for every full-catalog download (the stock-and-price feed, the product feed, the diagnostics CSV):
 * past it a request is answered 429 at once instead of queueing. A slot is given back when the answer ends, when
 * the client goes away, and when the client has read nothing for STREAM_IDLE_SECONDS, so idle readers cannot hold
 * the slots for as long as they stay connected.
 */
@Injectable()
export class CatalogStreams {
  private inUse = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Takes a slot for `body`, answered through `response`, or throws 429. */
  open(response: Response, body: Readable): void {
    if (this.inUse >= MAX_CATALOG_STREAMS) {
      body.destroy();
      throw new HttpException(
        { detail: `${MAX_CATALOG_STREAMS} full-catalog downloads are already being streamed; try again when one has finished, or start an export job` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.inUse++;
    // The socket's timeout counts only data the client accepts: a reader that stops reading stops all activity.
    response.setTimeout(this.config.streamIdleMs, () => response.destroy());
    // A client that goes away ends the stream instead of leaving it waiting for 'drain'.
    response.once('close', () => {
      body.destroy();
      this.inUse--;
    });
  }
}

@Global()
@Module({ providers: [CatalogStreams], exports: [CatalogStreams] })
export class CatalogStreamsModule {}
