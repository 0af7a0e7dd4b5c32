import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerStore, type AnswerStore } from '../../src/stores/api-data.ts';
import { useStore } from '../../src/islands/use-store.ts';

function Shown({ store }: { store: AnswerStore<string> }) {
  const { data, loading } = useStore(store);
  return <p>{data ?? (loading ? 'loading' : 'nothing yet')}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useStore', () => {
  it('renders a query store nobody watched yet without React asking for a cached snapshot, then its answer', async () => {
    const errors = vi.spyOn(console, 'error');
    let answer: (value: string) => void = () => {};
    const store = answerStore('use-store-test', () => new Promise<string>((resolve) => (answer = resolve)));
    render(<Shown store={store} />);
    expect(await screen.findByText('loading')).toBeTruthy();
    await act(async () => answer('LH-1101-100-AL'));
    expect(screen.getByText('LH-1101-100-AL')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/getSnapshot/);
  });
});
