/**
 * An answer a mock handler holds until the test calls `release`, so a test can look at the
 * screen while a request is in flight without racing a timer: the handler awaits `released`.
 */
export function holdAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}
