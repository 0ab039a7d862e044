import { Suspense } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { notifyError } from '../../../lib/notify';
import { useSlots } from '../../../lib/slots';
import { useAccount, useSetNews } from '../api/use-account';
import { DeleteAccount } from './DeleteAccount';
import { DigestPreference } from './DigestPreference';
import { EmailForm } from './EmailForm';
import { Section } from './form-errors';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

/** /profile?tab=settings: every logged-in user manages their own account here. */
export function AccountSettings() {
  const { data: account, isLoading, isError } = useAccount();
  const news = useSetNews();
  const { PushToggle } = useSlots();
  if (isLoading) return <Spinner className="mx-auto my-10 size-6" label="Loading your settings" />;
  if (isError || !account) return <EmptyState title="Your settings could not be loaded. Please reload the page." />;
  return (
    <div className="flex flex-col gap-6">
      <Section title="Name" description="Shown on your profile, your orders and your licences.">
        <NameForm account={account} />
      </Section>
      <Section
        title="Email"
        description="Where we send receipts and links. The new address must be confirmed from its inbox."
      >
        <EmailForm account={account} />
      </Section>
      <Section title="Password" description="Changing it logs out your other devices.">
        <PasswordForm account={account} />
      </Section>
      <Section title="Newsletter" description="News, new beats and deals, now and then.">
        <label className="flex items-center gap-3 text-sm text-zinc-200">
          <input
            type="checkbox"
            className="size-4 accent-accent-500"
            checked={news.isPending ? (news.variables?.news ?? account.news) : account.news}
            disabled={news.isPending}
            onChange={(e) => news.mutate({ news: e.target.checked }, { onError: (err) => notifyError(err) })}
          />
          Send me news, new beats and deals
        </label>
      </Section>
      <Section title="Release digests" description="New beats from the producers you follow, once a day.">
        <DigestPreference />
      </Section>
      <Section
        title="Notifications"
        description="Hear about new beats and deals on this browser, even when the site is closed."
      >
        <Suspense fallback={null}>
          <PushToggle />
        </Suspense>
      </Section>
      <Section title="Delete account" description="Close your account for good.">
        <DeleteAccount account={account} />
      </Section>
    </div>
  );
}
