import { ApiError } from '../../lib/api';
import { usePreview } from './use-email-template';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The mail as a recipient would get it, filled with sample data; follows the form as it is typed. */
export function MailPreview({ id, subject, body }: { id: number; subject: string; body: string }) {
  const preview = usePreview(id, { subject, body });
  const problem =
    preview.error instanceof ApiError
      ? preview.error.fieldErrors.map((f) => `${capitalize(f.topic_id)}: ${f.message}`).join(' · ') ||
        preview.error.message
      : preview.error
        ? 'The preview could not be rendered.'
        : null;
  return (
    <aside
      aria-label="Preview"
      aria-busy={preview.isFetching}
      className="flex min-w-0 flex-col gap-3 rounded-3xl bg-zinc-900/60 p-4 ring-1 ring-white/5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-white">Preview</h2>
        <span className="text-xs text-zinc-400">{preview.isFetching ? 'Updating…' : 'Sample data'}</span>
      </div>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-300 ring-1 ring-red-500/30">
          {problem}
        </p>
      )}
      {preview.data && (
        <>
          <p className="text-sm text-zinc-400">
            Subject:{' '}
            <span className="font-medium text-white" data-testid="preview-subject">
              {preview.data.subject}
            </span>
          </p>
          {/* No scripts and no same-origin: the rendered mail cannot act on this page. */}
          <iframe
            title="Mail preview"
            sandbox=""
            srcDoc={preview.data.html}
            className="h-[28rem] w-full rounded-2xl bg-[#0b0b0f] ring-1 ring-white/10"
          />
        </>
      )}
    </aside>
  );
}
