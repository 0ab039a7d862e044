import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { BeatPicker } from './beat-picker';
import { PackageForm } from './PackageForm';
import { PackagesTable } from './PackagesTable';

const HERE = '/beats/download-builder';

/**
 * `/beats/download-builder` (administrators, issue 17): packages of beats to share (a promotion, a press
 * kit, a sync library). The list of packages, or (`?view=new`) the builder: pick beats, formats, title
 * and expiry. One table at a time, since each list keeps its state in the address.
 */
export function DownloadBuilderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const building = params.get('view') === 'new';
  const [beatIds, setBeatIds] = useState<number[]>([]);
  const newPackage = (
    <Button onClick={() => navigate(`${HERE}?view=new`)}>
      <Plus className="size-4" aria-hidden />
      New package
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="Download builder"
        subtitle="ZIP packages of beats behind an expiring link: for a promotion, a press kit, a sync library."
        actions={
          building ? (
            <Link to={HERE} className="text-sm font-semibold text-accent-300 hover:text-accent-200">
              Back to packages
            </Link>
          ) : (
            newPackage
          )
        }
      />
      {building ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <h2 className="mb-3 text-lg font-bold text-white">Beats</h2>
            <BeatPicker onChange={setBeatIds} />
          </div>
          <PackageForm beatIds={beatIds} onBuilt={() => navigate(HERE)} />
        </div>
      ) : (
        <PackagesTable
          emptyAction={
            <>
              <p className="max-w-sm text-sm text-zinc-400">
                Build a ZIP of chosen beats and formats, then share its link until it expires.
              </p>
              {newPackage}
            </>
          }
        />
      )}
    </section>
  );
}
