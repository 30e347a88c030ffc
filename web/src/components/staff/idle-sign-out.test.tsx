import { act, fireEvent, renderHook } from '@testing-library/react';
import { recordStaffActivity, staffIdleLimitMs, useIdleSignOut } from './idle-sign-out';

const hour = 60 * 60 * 1000;
let time = 0;
const now = () => time;

/** Time passes for the clock and for the hook's minute checks. */
function pass(ms: number) {
  time += ms;
  act(() => jest.advanceTimersByTime(ms));
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  time = Date.UTC(2026, 10, 25, 8);
});
afterEach(() => jest.useRealTimers());

describe('useIdleSignOut', () => {
  it('ends a session left unused for 12 hours, at the first minute check after', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleSignOut(true, onIdle, now));
    pass(staffIdleLimitMs - 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    pass(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps a session in use: a tap or a key starts the 12 hours again', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleSignOut(true, onIdle, now));
    pass(11 * hour);
    fireEvent.pointerDown(window);
    pass(11 * hour);
    fireEvent.keyDown(window, { key: 'a' });
    pass(11 * hour);
    expect(onIdle).not.toHaveBeenCalled();
    pass(hour + 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("counts use in the console's other tabs on the device", () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleSignOut(true, onIdle, now));
    pass(10 * hour);
    recordStaffActivity(time);
    pass(10 * hour);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('ends at once a session opened again after a day unused, and not one just signed in', () => {
    recordStaffActivity(time - 13 * hour);
    const stale = jest.fn();
    renderHook(() => useIdleSignOut(true, stale, now));
    expect(stale).toHaveBeenCalledTimes(1);

    recordStaffActivity(time);
    const fresh = jest.fn();
    renderHook(() => useIdleSignOut(true, fresh, now));
    pass(hour);
    expect(fresh).not.toHaveBeenCalled();
  });

  it('checks on the return to a tab whose timers slept', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdleSignOut(true, onIdle, now));
    time += 13 * hour;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a staff session', () => {
    recordStaffActivity(time - 13 * hour);
    const onIdle = jest.fn();
    renderHook(() => useIdleSignOut(false, onIdle, now));
    pass(13 * hour);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
