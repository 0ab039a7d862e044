declare module 's3rver' {
  /** s3rver 3.7 (MIT): a local S3 for tests. */
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
