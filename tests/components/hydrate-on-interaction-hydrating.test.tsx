import { cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import hydrateOnInteraction from '../../src/lib/hydrate-on-interaction.ts';

// client:interaction (src/lib/hydrate-on-interaction.ts) on a server-rendered island, hydrated by React
// as Astro's renderer does: it wakes on the visitor's first reach or on the named event, and a click
// that came before React ran does what it would have done after. React runs here as in a browser
// (not inside act()), since the directive's timing is what is tested.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function Island({ onPress }: { onPress: (what: string) => void }) {
  const [size, setSize] = useState('all');
  return (
    <div>
      {['all', 'M6', 'M8'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="size"
            value={value}
            checked={size === value}
            onChange={() => {
              setSize(value);
              onPress(value);
            }}
          />
          <span>{value}</span>
        </label>
      ))}
      <button type="button" onClick={() => onPress('button')}>
        <img alt="View" src="data:," />
      </button>
      <output>{size}</output>
    </div>
  );
}

/** The island's HTML in the page and the directive started on it; `hydrated` resolves once React runs on it. */
function serverRendered(value?: string) {
  const island = document.createElement('astro-island');
  const onPress = vi.fn<(what: string) => void>();
  island.innerHTML = renderToString(<Island onPress={onPress} />);
  document.body.append(island);
  let loaded!: () => void;
  const hydrated = new Promise<void>((resolve) => (loaded = resolve));
  const load = vi.fn(async () => async () => {
    hydrateRoot(island, <Island onPress={onPress} />);
    loaded();
  });
  hydrateOnInteraction(load, { name: 'interaction', value: value ?? '' }, island);
  return { island, onPress, load, hydrated };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('client:interaction', () => {
  it('waits for the visitor: loads on the first pointer over the island, once', async () => {
    const { island, load, hydrated } = serverRendered();
    expect(load).not.toHaveBeenCalled();
    island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    island.dispatchEvent(new Event('focusin', { bubbles: true }));
    await hydrated;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given an event name, wakes when it is dispatched on the document', async () => {
    const { load, hydrated } = serverRendered('lihda:test-choice');
    document.dispatchEvent(new Event('lihda:other'));
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('lihda:test-choice'));
    await hydrated;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a click on a radio button that came before React ran: React sees the change', async () => {
    const { island, onPress, hydrated } = serverRendered();
    const m8 = island.querySelector<HTMLInputElement>('input[value="M8"]')!;
    island.dispatchEvent(new Event('touchstart', { bubbles: true }));
    // The tap's click, before the script is there: the browser checks the radio on its own.
    m8.click();
    expect(m8.checked).toBe(true);
    await hydrated;
    await waitFor(() => expect(island.querySelector('output')!.textContent).toBe('M8'));
    expect(onPress.mock.calls).toEqual([['M8']]);
    expect(m8.checked).toBe(true);
  });

  it('gives a click on a label once, and a click on a button’s picture', async () => {
    const { island, onPress, hydrated } = serverRendered();
    island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    island.querySelector<HTMLElement>('input[value="M6"] + span')!.click();
    island.querySelector('img')!.click();
    await hydrated;
    await waitFor(() => expect(onPress.mock.calls).toEqual([['M6'], ['button']]));
    expect(island.querySelector('output')!.textContent).toBe('M6');
  });

  it('after hydrating, clicks are React’s alone', async () => {
    const { island, onPress, hydrated } = serverRendered();
    island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await hydrated;
    await new Promise((resolve) => setTimeout(resolve, 50));
    island.querySelector('button')!.click();
    expect(onPress.mock.calls).toEqual([['button']]);
  });
});
