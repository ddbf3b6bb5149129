import { describe, expect, it } from 'vitest';
import { groupByPlan, nycDate, planGroup } from './plan-groups.ts';

// 10:00 in New York on Wednesday, 2030-01-09.
const now = new Date('2030-01-09T15:00:00Z');
const at = (date: string, hourUtc: number) => ({
  date,
  startsAt: `${date}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`,
  allDay: false,
  endDate: null,
});

describe('planGroup', () => {
  it('reads the day in New York', () => {
    expect(nycDate(new Date('2030-01-10T03:00:00Z'))).toBe('2030-01-09');
  });

  it('puts today still ahead under Tonight, the next six days under This week, then Later', () => {
    expect(planGroup(at('2030-01-09', 23), now)).toBe('tonight');
    expect(planGroup(at('2030-01-10', 23), now)).toBe('this-week');
    expect(planGroup(at('2030-01-15', 23), now)).toBe('this-week');
    expect(planGroup(at('2030-01-16', 23), now)).toBe('later');
  });

  it('calls a started one-day event past, but not a run whose last day is still to come', () => {
    expect(planGroup(at('2030-01-09', 14), now)).toBe('past');
    expect(planGroup(at('2030-01-02', 23), now)).toBe('past');
    expect(planGroup({ ...at('2030-01-05', 15), endDate: '2030-01-12' }, now)).toBe('tonight');
    expect(planGroup({ ...at('2030-01-09', 5), allDay: true, endDate: '2030-01-09' }, now)).toBe(
      'tonight',
    );
    expect(planGroup({ ...at('2030-01-05', 15), endDate: '2030-01-08' }, now)).toBe('past');
  });

  it('keeps the given order inside each group', () => {
    const items = [
      { id: 1, event: at('2030-01-09', 23) },
      { id: 2, event: at('2030-01-20', 23) },
      { id: 3, event: at('2030-01-01', 23) },
      { id: 4, event: at('2030-01-09', 22) },
    ];
    const groups = groupByPlan(items, now);
    expect(groups.get('tonight')!.map((i) => i.id)).toEqual([1, 4]);
    expect(groups.get('later')!.map((i) => i.id)).toEqual([2]);
    expect(groups.get('past')!.map((i) => i.id)).toEqual([3]);
    expect(groups.get('this-week')).toEqual([]);
  });
});
