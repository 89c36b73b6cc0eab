import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** This process, as other processes see it in lease and job rows: host, pid and a random part. */
export const INSTANCE_ID = `${hostname().slice(0, 20)}:${process.pid}:${randomUUID().slice(0, 8)}`;
