import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';

export function Bootstrapping() {
  return (
    <div className="grid min-h-screen place-items-center" aria-busy="true">
      <div className="flex flex-col items-center gap-6">
        <Logo size="large" />
        <Spinner className="size-6 text-accent-400" label="Loading Beatmarket" />
      </div>
    </div>
  );
}
