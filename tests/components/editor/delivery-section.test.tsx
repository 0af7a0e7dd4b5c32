import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryZoneList, DeliveryZoneRecord } from '#contract/calls/staff-delivery.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const MAINLAND: DeliveryZoneRecord = {
  id: 1,
  nameEn: 'UK mainland',
  nameZh: '英国本土',
  restOfWorld: false,
  dutiesPaid: false,
  areas: ['GB'],
  services: [
    {
      service: 'standard',
      dispatchDays: 0,
      deliveryDays: 2,
      freeOverPence: 15_000,
      bands: [{ upToGrams: 1_000_000, pricePence: 995 }],
    },
  ],
};
const REST: DeliveryZoneRecord = {
  id: 4,
  nameEn: 'Rest of the world',
  nameZh: '世界其他地区',
  restOfWorld: true,
  dutiesPaid: false,
  areas: [],
  services: [
    {
      service: 'standard',
      dispatchDays: 0,
      deliveryDays: 7,
      freeOverPence: null,
      bands: [{ upToGrams: 1_000_000, pricePence: 3500 }],
    },
  ],
};
const LIST: DeliveryZoneList = { zones: [MAINLAND, REST] };

describe('the delivery section', () => {
  it('shows an editor the zones, services and bands, with nothing to change', async () => {
    api.deliveryZoneList.mockResolvedValue(LIST);
    await openConsole('delivery');
    const table = await screen.findByRole('table', { name: 'Zones' });
    const mainland = within(table).getByRole('row', { name: /UK mainland/ });
    expect(mainland.textContent).toContain(
      'Standard delivery: dispatch +0 days, delivery 2 days; free from £150.00: up to 1,000,000 g: £9.95',
    );
    expect(within(table).getByRole('row', { name: /Rest of the world/ }).textContent).toContain(
      'Everywhere no other zone covers',
    );
    expect(screen.getByText('Only administrators change the delivery tables.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
  });

  it('lets an administrator add next day to a zone, sending the bands as typed, in Chinese on /zh-cn/editor', async () => {
    api.staffRole.mockResolvedValue('admin');
    api.deliveryZoneList.mockResolvedValue(LIST);
    const withNextDay = {
      ...MAINLAND,
      services: [
        ...MAINLAND.services,
        {
          service: 'nextDay' as const,
          dispatchDays: 0,
          deliveryDays: 1,
          freeOverPence: null,
          bands: [{ upToGrams: 30_000, pricePence: 1495 }],
        },
      ],
    };
    api.deliveryZoneSave.mockResolvedValue({ zones: [withNextDay, REST] });
    await openConsole('delivery', 'zh-cn');
    fireEvent.click(await screen.findByRole('button', { name: '修改英国本土' }));
    expect(screen.queryByRole('button', { name: '删除世界其他地区' })).toBeNull();
    const nextDay = screen.getByRole('group', { name: '次日达' });
    fireEvent.click(within(nextDay).getByRole('checkbox', { name: '提供' }));
    fireEvent.change(within(nextDay).getByRole('textbox', { name: '运送天数（工作日）' }), { target: { value: '1' } });
    fireEvent.change(within(nextDay).getByRole('textbox', { name: '重量区间' }), {
      target: { value: '30000 = 14.95' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存区域' }));
    expect(await screen.findByRole('button', { name: '添加配送区域' })).toBeTruthy();
    expect(api.deliveryZoneSave).toHaveBeenCalledWith({
      id: 1,
      nameEn: 'UK mainland',
      nameZh: '英国本土',
      areas: 'GB',
      restOfWorld: false,
      dutiesPaid: false,
      standardOffered: true,
      standardDispatchDays: 0,
      standardDeliveryDays: 2,
      standardFreeOverPence: 15_000,
      standardBands: '1000000 = 9.95',
      nextDayOffered: true,
      nextDayDispatchDays: 0,
      nextDayDeliveryDays: 1,
      nextDayBands: '30000 = 14.95',
    });
    expect(
      within(screen.getByRole('table', { name: '配送区域' })).getByRole('row', { name: /英国本土/ }).textContent,
    ).toContain('次日达');
  });
});
