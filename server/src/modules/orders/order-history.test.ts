import { describe, expect, it } from 'vitest';
import { statusSteps } from './orders.service';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute));

describe('statusSteps', () => {
  it('shows each status once, when it began, leaving out notes written at an unchanged status', () => {
    const steps = statusSteps([
      { status: 'pending', at: at(0) },
      { status: 'pending', at: at(5) },
      { status: 'processing', at: at(9) },
      { status: 'cancelled', at: at(12) },
    ]);
    expect(steps).toEqual([
      { status: 'pending', at: at(0).toISOString() },
      { status: 'processing', at: at(9).toISOString() },
      { status: 'cancelled', at: at(12).toISOString() },
    ]);
  });
});
