import { contestSchema } from '@beatmarket/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { formValues, toInput, type ContestFormValues } from './contest-form-values';
import { PrizeRows } from './ContestEditorFields';

afterEach(() => vi.unstubAllGlobals());

let latest: ContestFormValues;
function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [values, setValues] = useState(formValues(undefined));
  latest = values;
  return (
    <PrizeRows
      values={values}
      errors={errors}
      onText={(prizes_text) => setValues((v) => ({ ...v, prizes_text }))}
      onPrizes={(prizes) => setValues((v) => ({ ...v, prizes }))}
    />
  );
}
const features = [
  { id: 9, full_title: 'Verse Feature: Lena Cruz', producer_name: 'Lena Cruz' },
  { id: 12, full_title: 'Hook Feature: Marcus Reed', producer_name: 'Marcus Reed' },
];

describe('contest prizes: an artist feature (decision 0093)', () => {
  it("offers the store's published features and saves the one picked by its id", async () => {
    const api = fakeFetch({ 'GET /beat/records': { data: features } });
    renderRoutes([{ path: '/', element: <Harness /> }], { profile: profile(3) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prize 1 kind' }), 'feature');
    const pickFeature = await screen.findByRole('combobox', { name: 'Feature' });
    await screen.findByRole('option', { name: 'Hook Feature: Marcus Reed by Marcus Reed' });
    const query = new URL(String(api.fn.mock.calls[0]![0]), 'http://x').searchParams;
    expect(JSON.parse(query.get('filter')!)).toEqual({ family: 'feature', status: 'published' });
    await userEvent.selectOptions(pickFeature, '12');
    expect(toInput(latest).prizes).toEqual([{ place: 1, kind: 'feature', beat_id: 12, title: '' }]);
  });

  it('without a feature picked, the shared schema says so on the field', async () => {
    fakeFetch({ 'GET /beat/records': { data: features } });
    renderRoutes([{ path: '/', element: <Harness errors={{ 'prizes.0.beat_id': 'Pick a feature' }} /> }], {
      profile: profile(3),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prize 1 kind' }), 'feature');
    expect(await screen.findByText('Pick a feature')).toBeInTheDocument();
    const parsed = contestSchema.safeParse({ ...toInput(latest), title: 'T', slug: 't' });
    expect(parsed.error?.issues.find((i) => i.path.join('.') === 'prizes.0.beat_id')?.message).toBe('Pick a feature');
  });
});
