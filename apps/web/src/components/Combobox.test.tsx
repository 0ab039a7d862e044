import { render, waitFor } from '@testing-library/react';
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
});
