import { useId, type ComponentProps } from 'react';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string | undefined;
}

/** A labelled native select: the phone's own picker, styled to sit beside a TextField. */
export function SelectField({
  label,
  error,
  className,
  id,
  'aria-describedby': ownDescription,
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <div className="relative">
        <select
          {...props}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(ownDescription, error && errorId) || undefined}
          className={clsx(
            'h-12 w-full appearance-none truncate rounded-xl border bg-ink-950/60 pr-10 pl-4 text-base text-white transition-colors outline-none focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-white/10',
            error ? 'border-pass/70' : 'border-white/10 hover:border-white/20',
          )}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-mist-400"
        />
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
