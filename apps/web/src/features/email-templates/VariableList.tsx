import type { EmailTemplate } from './EmailTemplatesPage';

/** The variables this mail may use; a click types `{{name}}` where the subject or body cursor was. */
export function VariableList({
  variables,
  onInsert,
}: {
  variables: EmailTemplate['variables'];
  onInsert(name: string): void;
}) {
  return (
    <div>
      <h2 className="text-sm font-medium text-zinc-300">Variables</h2>
      <p className="mt-1 text-xs text-zinc-400">
        Click one to insert it at the cursor. Any other {'{{tag}}'} is refused.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {variables.map((v) => (
          <li key={v.name}>
            <button
              type="button"
              title={`${v.label} (e.g. ${v.sample})`}
              aria-label={`Insert {{${v.name}}}: ${v.label}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(v.name)}
              className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5 text-xs ring-1 ring-white/10 transition hover:bg-accent-500/15 hover:ring-accent-400/40"
            >
              <code className="font-mono text-accent-200">{`{{${v.name}}}`}</code>
              <span className="text-zinc-400">{v.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
