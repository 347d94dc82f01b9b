/** Errors that end a run with exit code 2 ("tooldoc could not do its job"), with a message for people. */
export class UsageError extends Error {
  override name = 'UsageError';
}
