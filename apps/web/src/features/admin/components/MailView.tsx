import type { MailData } from '@beatmarket/shared';
import * as Tabs from '@radix-ui/react-tabs';

export type Mail = MailData;

const tabClass =
  'rounded-full px-4 py-1.5 text-sm font-semibold text-zinc-400 outline-none hover:text-white data-[state=active]:bg-white data-[state=active]:text-zinc-950';

/**
 * One outbox mail: the plain text (where links are easy to copy) and the HTML as recipients see it.
 * The HTML renders in a sandboxed frame with no scripts, so a template can never act on this page.
 */
export function MailView({ mail }: { mail: Mail }) {
  return (
    <Tabs.Root defaultValue="text" className="flex flex-col gap-4">
      <Tabs.List aria-label="Mail format" className="flex gap-2">
        <Tabs.Trigger value="text" className={tabClass}>
          Text
        </Tabs.Trigger>
        {mail.html && (
          <Tabs.Trigger value="html" className={tabClass}>
            HTML
          </Tabs.Trigger>
        )}
      </Tabs.List>
      {mail.error && (
        <p role="alert" className="rounded-xl bg-red-500/10 p-3 text-sm text-red-300 ring-1 ring-red-500/30">
          {mail.error}
        </p>
      )}
      <Tabs.Content value="text">
        <pre className="whitespace-pre-wrap break-words rounded-2xl bg-black/40 p-4 font-sans text-sm leading-relaxed text-zinc-200">
          {mail.text}
        </pre>
      </Tabs.Content>
      {mail.html && (
        <Tabs.Content value="html">
          <iframe
            title={`HTML of ${mail.subject}`}
            sandbox=""
            srcDoc={mail.html}
            className="h-[60vh] w-full rounded-2xl bg-white"
          />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
