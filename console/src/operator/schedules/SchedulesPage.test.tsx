import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DigestSchedule, ScheduleRow } from '../../../../contracts/operations.ts';
import { expectAccessible, filterOf, listOf, renderOperator, type Request } from '../testing/operator-api';
import { SchedulesPage } from './SchedulesPage';

const slot: ScheduleRow = {
  id: 'digest-slot-09-Europe/Moscow',
  kind: 'digest',
  paused: false,
  users: 12,
  nextRunAt: '2026-11-28T06:00:00.000Z',
  lastRunAt: '2026-11-27T06:00:00.000Z',
  temporalUiUrl: '/admin/temporal/namespaces/default/schedules/digest-slot-09',
};
const digest: DigestSchedule = {
  id: 'd1',
  userId: '00000000-0000-4000-8000-000000000001',
  userEmail: 'anna@example.com',
  frequency: 'daily',
  timezone: 'Europe/Moscow',
  paused: true,
  nextRunAt: null,
  lastRunAt: '2026-11-26T06:00:00.000Z',
  scheduleId: 'digest-slot-09-Europe/Moscow',
};

describe('the schedules page', () => {
  it("shows the slot Schedules and the digests' schedules with next run and paused", async () => {
    const { calls } = await renderOperator(<Route path="/admin/schedules" element={<SchedulesPage />} />, '/admin/schedules', (request: Request) => {
      if (request.path === '/admin/schedules') return listOf('admin/schedules', [slot]);
      if (request.path === '/admin/digest-schedules') return listOf('admin/digest-schedules', [digest]);
      return undefined;
    });
    const slots = within(screen.getByRole('region', { name: 'Slot schedules' }));
    expect(await slots.findByText('digest-slot-09-Europe/Moscow')).toBeTruthy();
    expect(slots.getByRole('link', { name: /Open in Temporal UI/ }).getAttribute('href')).toBe(slot.temporalUiUrl);
    const digests = within(screen.getByRole('region', { name: "Digests' schedules" }));
    expect(await digests.findByText('anna@example.com')).toBeTruthy();
    expect(digests.getByText('Europe/Moscow')).toBeTruthy();
    const read = calls.find((call) => call.path === '/admin/digest-schedules');
    expect(read && JSON.parse(read.query.get('sort') ?? '')).toEqual(['nextRunAt', 'ASC']);
    expect(read && filterOf(read)).toEqual({});
    await expectAccessible();
  });
});
