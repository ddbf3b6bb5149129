import type { ReactNode, Ref } from 'react';
import { clsx } from 'clsx';
import { Heart, Star, Undo2, X } from 'lucide-react';

interface DeckControlsProps {
  showSwipes: boolean;
  canUndo: boolean;
  onPass: () => void;
  onMaybe: () => void;
  onLike: () => void;
  onUndo: () => void;
  /** Given to every button, since each of them can leave the page while it has the focus. */
  buttonRef: Ref<HTMLButtonElement>;
}

function RoundButton({
  label,
  className,
  onClick,
  buttonRef,
  children,
}: {
  label: string;
  className: string;
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full border bg-ink-850 shadow-lg transition duration-150 motion-safe:hover:-translate-y-0.5 motion-safe:active:scale-90',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** Pass / Maybe / Like, with Undo beside them once there is a swipe to take back. */
export function DeckControls(props: DeckControlsProps) {
  const { showSwipes, canUndo, onPass, onMaybe, onLike, onUndo, buttonRef } = props;
  return (
    <div className="grid grid-cols-[2.75rem_1fr_2.75rem] items-center gap-2">
      {canUndo ? (
        <RoundButton
          label="Undo"
          buttonRef={buttonRef}
          onClick={onUndo}
          className="size-11 border-ember-500/40 text-ember-400 hover:bg-ember-500/10"
        >
          <Undo2 aria-hidden className="size-5" />
        </RoundButton>
      ) : (
        <span />
      )}
      {showSwipes && (
        <div className="flex items-center justify-center gap-5">
          <RoundButton
            label="Pass"
            buttonRef={buttonRef}
            onClick={onPass}
            className="size-16 border-pass/40 text-pass hover:bg-pass/10 hover:shadow-pass/30"
          >
            <X aria-hidden className="size-8" strokeWidth={3} />
          </RoundButton>
          <RoundButton
            label="Maybe"
            buttonRef={buttonRef}
            onClick={onMaybe}
            className="size-12 border-maybe/40 text-maybe hover:bg-maybe/10"
          >
            <Star aria-hidden className="size-5 fill-current" />
          </RoundButton>
          <RoundButton
            label="Like"
            buttonRef={buttonRef}
            onClick={onLike}
            className="size-16 border-love/40 text-love hover:bg-love/10"
          >
            <Heart aria-hidden className="size-8 fill-current" />
          </RoundButton>
        </div>
      )}
    </div>
  );
}
