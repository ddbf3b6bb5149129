import { plural } from './admin-format.ts';

interface CsvRowErrorsProps {
  errors: string[];
  /** Failed rows in all, which can be more than the errors listed. */
  failed: number;
}

/** The rows the server refused and why ("Row 7: date must be YYYY-MM-DD"), scrollable. */
export function CsvRowErrors({ errors, failed }: CsvRowErrorsProps) {
  if (errors.length === 0) return null;
  const unlisted = failed - errors.length;
  return (
    <section aria-label="Row errors" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-rose-200">Rows with errors</h4>
      <ul
        // Scrollable by keyboard too, so a long list can be read without a mouse.
        tabIndex={0}
        className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-2xl border border-pass/30 bg-pass/8 p-3 text-sm text-rose-100"
      >
        {errors.map((error, i) => (
          <li key={i} className="break-words">
            {error}
          </li>
        ))}
      </ul>
      {unlisted > 0 && (
        <p className="text-xs text-mist-400">…and {plural(unlisted, 'more row')} with errors.</p>
      )}
    </section>
  );
}
