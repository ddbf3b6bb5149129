import { RadioGroup } from 'radix-ui';

interface ChoiceButtonsProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  value: T;
  /** Called only when another option is picked. */
  onChange: (value: T) => void;
  describedBy?: string;
}

/** A row of buttons where one is on: a radio group, moved through with the arrow keys. */
export function ChoiceButtons<T extends string>({
  label,
  options,
  labelOf,
  value,
  onChange,
  describedBy,
}: ChoiceButtonsProps<T>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => {
        const picked = options.find((o) => o === next);
        if (picked !== undefined && picked !== value) onChange(picked);
      }}
      aria-label={label}
      aria-describedby={describedBy}
      orientation="horizontal"
      className="flex flex-wrap gap-1 rounded-2xl border border-white/8 bg-ink-950/70 p-1"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className="min-h-11 flex-auto rounded-xl px-2.5 text-sm font-semibold whitespace-nowrap text-mist-400 transition-colors hover:bg-white/5 hover:text-white data-[state=checked]:bg-brand data-[state=checked]:text-white data-[state=checked]:shadow-glow"
        >
          {labelOf(option)}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
