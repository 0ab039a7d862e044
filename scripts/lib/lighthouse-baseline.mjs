// The page-speed floor's second opinion (decision 0063): when pages score under the floor, the pages of
// a commit that met every goal are built and measured on the same machine, right after. Pages no worse
// than those are held back by the machine; pages worse than those got heavier.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Every goal met by the medians (score 0.97-0.99, TBT 85-149 ms) in a clean-clone CI on 2026-11-25. */
export const BASELINE = 'c407762';

/** The web app as `commit` had it, built into .tmp/lh-baseline-dist (with its `-ssr` beside it). */
export function buildAt(commit) {
  const dir = path.resolve('.tmp/lh-baseline');
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  remove();
  const added = spawnSync('git', ['worktree', 'add', '--detach', dir, commit], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (added.status !== 0) throw new Error(`cannot check out ${commit} (a shallow clone lacks it)`);
  // This checkout's packages (the lock file has not changed since): an install would take minutes.
  for (const modules of ['node_modules', 'apps/web/node_modules', 'apps/server/node_modules'])
    if (existsSync(modules)) symlinkSync(path.resolve(modules), path.join(dir, modules));
  const dist = path.resolve('.tmp/lh-baseline-dist');
  const built = spawnSync('npm', ['run', 'build', '--silent', '-w', '@beatmarket/web'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_DIST: dist },
  });
  if (built.status !== 0) {
    remove();
    throw new Error(`the web build of ${commit} failed`);
  }
  return { dist, remove };
}
