import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../src/api/on-demand.ts';

describe('onDemand (a call whose module loads on first use)', () => {
  it('loads nothing until the call is made, then passes the arguments and answers as the module does', async () => {
    const module = { productSearchTop: vi.fn(async (name: string) => ({ onlyOneProduct: name === 'knob', id: 7 })) };
    const load = vi.fn(async () => module);
    const searchTop = onDemand(load, 'productSearchTop');
    expect(load).not.toHaveBeenCalled();
    await expect(searchTop('knob')).resolves.toEqual({ onlyOneProduct: true, id: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.productSearchTop).toHaveBeenCalledWith('knob');
  });

  it('passes a failure of the call on to the caller', async () => {
    const failing = onDemand(
      async () => ({ userLogout: async () => Promise.reject(new Error('offline')) }),
      'userLogout',
    );
    await expect(failing()).rejects.toThrow('offline');
  });
});
