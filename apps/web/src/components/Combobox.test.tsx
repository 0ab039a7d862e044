import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

afterEach(() => document.body.replaceChildren());

const box = (onValueChange: (v: string) => void, value = '') => (
  <Combobox aria-label="Search" value={value} onValueChange={onValueChange} choices={[]} onChoose={() => {}} />
);

describe('Combobox', () => {
  it('hands over text typed into the server’s box before the app adopted it', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(box(() => {}));
    document.body.append(root);
    root.querySelector('input')!.value = '#trap'; // typed while the app's script was loading
    const changed = vi.fn();
    hydrateRoot(root, box(changed));
    await waitFor(() => expect(changed).toHaveBeenCalledWith('#trap'));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('reports nothing on a client render', async () => {
    const changed = vi.fn();
    render(box(changed, 'dark'));
    await new Promise((r) => setTimeout(r, 20));
    expect(changed).not.toHaveBeenCalled();
  });

  it("says 'No results found...' when the suggestions for the typed text are empty, until Escape", () => {
    const { rerender } = render(
      <Combobox
        aria-label="Search"
        value="#zzzz"
        onValueChange={() => {}}
        choices={[]}
        onChoose={() => {}}
        noResults
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^No results found\.\.\.$/);
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByText('No results found...')).toBeNull();
    rerender(<Combobox aria-label="Search" value="#zzzz" onValueChange={() => {}} choices={[]} onChoose={() => {}} />);
    expect(screen.queryByText('No results found...')).toBeNull();
  });

  it('shows the choices, not the empty message, when there are some', () => {
    render(
      <Combobox
        aria-label="Search"
        value="#trap"
        onValueChange={() => {}}
        choices={[{ id: 1, label: 'Trap · genre', value: '#trap' }]}
        onChoose={() => {}}
        noResults={false}
      />,
    );
    expect(screen.getByRole('option')).toHaveTextContent('Trap · genre');
    expect(screen.queryByText('No results found...')).toBeNull();
  });
});
