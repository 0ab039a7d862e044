import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenseDefinition } from '../api/types';
import { AddOns } from './AddOns';

const license = (id: number, type: string, name: string, price: number) =>
  ({ id, type, name, price, level: 'standard', description: '', bundle_price: null }) as unknown as LicenseDefinition;
const main = license(2, 'non_exclusive', 'Standard Lease', 4999);
const trackouts = license(8, 'addon', 'Trackouts', 4999);

// Decision 0077: the trackouts add-on is offered only when the beat has its file.
describe('AddOns', () => {
  it('offers trackouts when the beat has the file', () => {
    render(
      <AddOns
        main={main}
        licenses={[main, trackouts]}
        trackoutsId={null}
        bundleId={null}
        trackoutsAvailable
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Trackouts')).toBeTruthy();
  });

  it('hides trackouts when the beat has no trackouts file', () => {
    render(
      <AddOns
        main={main}
        licenses={[main, trackouts]}
        trackoutsId={null}
        bundleId={null}
        trackoutsAvailable={false}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByText('Trackouts')).toBeNull();
  });
});
