import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateInput, type DateInputProps } from './DateInput';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12));
});
afterEach(() => vi.useRealTimers());

function Field(props: Partial<DateInputProps> & { start?: string | null }) {
  const [value, setValue] = useState<string | null>(props.start ?? null);
  return (
    <>
      <DateInput
        label="Redeem by"
        {...props}
        value={value}
        onChange={(d) => {
          setValue(d);
          props.onChange?.(d);
        }}
      />
      <output>{value ?? 'empty'}</output>
    </>
  );
}
const input = () => screen.getByLabelText('Redeem by');

describe('DateInput', () => {
  it('shows and takes dates as MM/DD/YYYY', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field start="2026-12-01" onChange={onChange} />);
    expect(input()).toHaveValue('12/01/2026');
    await user.clear(input());
    await user.type(input(), '1/5/2027{Enter}');
    expect(onChange).toHaveBeenCalledWith('2027-01-05');
    expect(input()).toHaveValue('01/05/2027');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an out-of-range date, keeps the previous value and says why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    render(<Field start="2026-12-01" min="2026-11-24" max="2027-06-30" onChange={onChange} onInvalid={onInvalid} />);
    await user.clear(input());
    await user.type(input(), '11/23/2026');
    await user.tab();
    expect(input()).toHaveValue('12/01/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick 11/24/2026 or later');
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ reason: 'min', text: '11/23/2026' }));
    await user.clear(input());
    await user.type(input(), '07/01/2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick 06/30/2027 or earlier');
    expect(input()).toHaveValue('12/01/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01');
  });

  it('refuses what is no date (02/30) the same way, and an empty required field', async () => {
    const user = userEvent.setup();
    const onInvalid = vi.fn();
    render(<Field start="2026-12-01" required onInvalid={onInvalid} />);
    await user.clear(input());
    await user.type(input(), '02/30/2027{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('02/30/2027 is not a date: use MM/DD/YYYY');
    expect(input()).toHaveValue('12/01/2026');
    await user.clear(input());
    await user.tab();
    expect(onInvalid).toHaveBeenLastCalledWith(expect.objectContaining({ reason: 'required' }));
    expect(input()).toHaveValue('12/01/2026');
  });

  it('empties an optional field, and picks from its calendar within min/max', async () => {
    const user = userEvent.setup();
    render(<Field start="2026-12-01" min="2026-11-24" />);
    await user.clear(input());
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('empty');
    await user.click(screen.getByRole('button', { name: 'Open calendar for Redeem by' }));
    expect(screen.getByRole('button', { name: /November 23, 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /November 27, 2026/ }));
    expect(input()).toHaveValue('11/27/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
