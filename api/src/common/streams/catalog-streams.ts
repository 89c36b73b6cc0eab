import { HttpException, HttpStatus, Injectable } from '@nestjs/common';

/** Full-feed streams one process serves at once: each reads every current item, and any signed-in user may ask. */
export const MAX_DIRECT_FEED_STREAMS = 2;

/** Slots for GET /current/export-xml; past the limit a request is answered 429 at once instead of queueing. */
@Injectable()
export class FeedStreamSlots {
  private inUse = 0;

  /** Takes a slot or throws 429; the returned function gives it back (once, however often it is called). */
  acquire(): () => void {
    if (this.inUse >= MAX_DIRECT_FEED_STREAMS) {
      throw new HttpException(
        { detail: `${MAX_DIRECT_FEED_STREAMS} XML feeds are already being streamed; try again when one has finished, or start an export job` },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.inUse++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse--;
    };
  }
}
