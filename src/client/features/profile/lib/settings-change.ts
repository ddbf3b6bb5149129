/**
 * The profile's settings save one field per request, and the control moves before the
 * server answers. These keep the cached copy right while changes are in flight.
 */
export function applyChange<T extends object>(settings: T, change: Partial<T>): T {
  return { ...settings, ...change };
}

/**
 * Undoes a failed change: its field goes back to the value before it, unless a later change has
 * moved that field on since, which then stands.
 */
export function revertChange<T extends object>(current: T, change: Partial<T>, before: T): T {
  const reverted = { ...current };
  for (const key of Object.keys(change) as (keyof T)[]) {
    if (current[key] === change[key]) reverted[key] = before[key];
  }
  return reverted;
}
