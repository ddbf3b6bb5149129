import { useId, type ComponentProps } from 'react';
import { clsx } from 'clsx';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

/**
 * A labelled input with its hint and error wired up for screen readers. The `ref` reaches the
 * input, so react-hook-form's `register` can read it and focus it when it is invalid.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  'aria-describedby': ownDescription,
  ...props
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(ownDescription, hint && !error && hintId, error && errorId) || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-12 w-full rounded-xl border bg-ink-950/60 px-4 text-base text-white placeholder:text-mist-500',
          'transition-colors outline-none focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60',
          error ? 'border-pass/70' : 'border-white/10 hover:border-white/20',
        )}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-mist-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
