/** A remote's `App` could not be fetched or started: its server is down, or its files are broken. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`The remote module ${remoteId} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}
