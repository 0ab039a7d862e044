import { fork, type ChildProcess, type Serializable } from 'node:child_process';

/** What a child answers one request with: the result, or why it failed (`kind` names a failure the caller maps). */
export interface ChildReply<R> {
  id: number;
  pid: number;
  result?: R;
  error?: string;
  kind?: string;
}

/** A request the child could not answer, or the child stopping or taking too long while it worked. */
export class ChildFailed extends Error {
  constructor(
    message: string,
    readonly kind?: string,
  ) {
    super(message);
  }
}

/**
 * A child process for work that must not run in the API's process (decoding hostile images, seconds of
 * audio analysis that would block its event loop). Started on first use and again after it died; tsx runs
 * its TypeScript as it does the server's. Requests run one at a time (a lane), so the child holds one
 * request's data however many arrive at once. `advanced` serialization sends typed arrays as binary.
 */
export function createChildWorker<Q, R>(
  file: string,
  opts: { timeoutMs: number; timeoutMessage: string; exitMessage: string; serialization?: 'json' | 'advanced' },
) {
  let child: ChildProcess | null = null;
  let nextId = 0;
  let lane: Promise<unknown> = Promise.resolve();

  function proc(): ChildProcess {
    if (child && child.connected) return child;
    const started = fork(file, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: opts.serialization ?? 'json',
    });
    // Idle, it must not keep the server (or a test run) alive.
    started.unref();
    started.channel?.unref();
    started.on('exit', () => {
      if (child === started) child = null;
    });
    child = started;
    return started;
  }

  function once(request: Q): Promise<R & { pid: number }> {
    return new Promise((resolve, reject) => {
      const p = proc();
      const id = ++nextId;
      const done = (fn: () => void) => {
        clearTimeout(timer);
        p.off('message', onMessage);
        p.off('exit', onExit);
        p.channel?.unref();
        fn();
      };
      const onMessage = (msg: ChildReply<R>) => {
        if (msg.id !== id) return;
        if (msg.result !== undefined) done(() => resolve({ ...msg.result!, pid: msg.pid }));
        else done(() => reject(new ChildFailed(msg.error ?? 'failed', msg.kind)));
      };
      const onExit = () => done(() => reject(new ChildFailed(opts.exitMessage)));
      const timer = setTimeout(() => {
        done(() => reject(new ChildFailed(opts.timeoutMessage)));
        p.kill('SIGKILL');
      }, opts.timeoutMs);
      p.on('message', onMessage);
      p.on('exit', onExit);
      p.channel?.ref();
      p.send({ id, request } as Serializable);
    });
  }

  return {
    run(request: Q): Promise<R & { pid: number }> {
      const run = lane.then(
        () => once(request),
        () => once(request),
      );
      lane = run.catch(() => undefined);
      return run;
    },
    /** Stops the child (tests, and a server that closes). */
    stop(): void {
      child?.kill('SIGKILL');
      child = null;
    },
  };
}

/** The child's side: answers each request with `work`'s result or its failure (`kindOf` names the failure). */
export function serveChildRequests<Q, R>(
  work: (request: Q) => Promise<R> | R,
  kindOf?: (err: unknown) => string | undefined,
) {
  process.on('message', (msg: { id: number; request: Q }) => {
    Promise.resolve()
      .then(() => work(msg.request))
      .then(
        (result) => process.send!({ id: msg.id, pid: process.pid, result } as Serializable),
        (err: unknown) =>
          process.send!({
            id: msg.id,
            pid: process.pid,
            error: err instanceof Error ? err.message : String(err),
            kind: kindOf?.(err),
          } as Serializable),
      );
  });
  // The parent closing the channel (its own exit) ends this process.
  process.on('disconnect', () => process.exit(0));
}
