import { lazy, Suspense } from 'react';
import type { CalendarDialogProps } from './calendar-dialog.tsx';

const loadDialog = () => import('./calendar-dialog.tsx');

const CalendarDialogChunk = lazy(() => loadDialog().then((m) => ({ default: m.CalendarDialog })));

/** Starts loading the dialog (and luxon with it) ahead of need, e.g. as a like is sent. */
export function preloadCalendarDialog(): void {
  void loadDialog();
}

/** The calendar dialog, loaded on first use so luxon never weighs on a page's first load. */
export function LazyCalendarDialog(props: CalendarDialogProps) {
  return (
    <Suspense fallback={null}>
      <CalendarDialogChunk {...props} />
    </Suspense>
  );
}
