import { SectionTabs } from '../../components/SectionTabs';

/** Plans and the people on them: two lists of one back-office entry. */
export function MembershipTabs() {
  return (
    <SectionTabs
      label="Memberships"
      tabs={[
        { to: '/memberships', label: 'Plans' },
        { to: '/memberships/subscribers', label: 'Subscribers' },
      ]}
    />
  );
}
