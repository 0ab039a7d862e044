import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { notifyError } from '../../../lib/notify';

/** "Export": builds the CSV (which may take a few calls) and hands it over as a file. */
export function ExportButton({ label, build }: { label: string; build(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={busy}
      aria-label={`Export ${label} as CSV`}
      onClick={() => {
        setBusy(true);
        build()
          .catch((e: unknown) => notifyError(e))
          .finally(() => setBusy(false));
      }}
    >
      <Download className="size-4" aria-hidden />
      <span className="max-sm:sr-only">Export</span>
    </Button>
  );
}
