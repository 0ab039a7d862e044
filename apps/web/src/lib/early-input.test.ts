import { describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, replayEarlyInput, takeEarlyClicks } from './early-input';

describe('input before the app adopts the page', () => {
  it('gives a wiped field its typed text back as an input event, and presses the kept buttons', () => {
    document.body.innerHTML = '<input id="q"><button id="b">Play</button><a id="l" href="#x">Link</a>';
    const field = document.getElementById('q') as HTMLInputElement;
    const button = document.getElementById('b')!;
    recordEarlyInput();
    field.value = '#trap';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    document.getElementById('l')!.click();
    const buttons = takeEarlyClicks();
    expect(buttons).toEqual([button]);

    // Adopting the page reset the field to the app's empty state.
    field.value = '';
    const heard = vi.fn((e: Event) => (e.target as HTMLInputElement).value);
    const pressed = vi.fn();
    document.addEventListener('input', heard);
    button.addEventListener('click', pressed);
    replayEarlyInput(buttons);
    expect(field.value).toBe('#trap');
    expect(heard).toHaveReturnedWith('#trap');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves a field alone when its text is still what was typed last', () => {
    document.body.innerHTML = '<textarea id="t"></textarea>';
    const field = document.getElementById('t') as HTMLTextAreaElement;
    recordEarlyInput();
    field.value = 'hello';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const heard = vi.fn();
    document.addEventListener('input', heard);
    replayEarlyInput(takeEarlyClicks());
    expect(heard).not.toHaveBeenCalled();
    expect(field.value).toBe('hello');
  });
});
