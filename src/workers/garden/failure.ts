// A failure in words a user can act on.
import { StorageFullError } from '../../core/kernel/store';

/** A full disk says so and says what to do; anything else gives its own message. */
export function describeFailure(error: unknown): string {
  if (error instanceof StorageFullError) return 'storage is full (export a backup or free some space)';
  return error instanceof Error ? error.message : String(error);
}
