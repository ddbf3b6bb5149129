import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a dialog step, focused when the step appears: the buttons that led here are
 * gone, and a screen reader should hear where the dialog is now.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-bold text-white outline-none">
      {children}
    </h3>
  );
}
