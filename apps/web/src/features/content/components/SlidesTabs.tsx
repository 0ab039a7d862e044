import { SectionTabs } from '../../../components/SectionTabs';

/** Tabs of the "Slides and Testimonials" back office entry. */
export function SlidesTabs() {
  return (
    <SectionTabs
      label="Slides and Testimonials"
      tabs={[
        { to: '/slides', label: 'Slides' },
        { to: '/slides/testimonials', label: 'Testimonials' },
      ]}
    />
  );
}
