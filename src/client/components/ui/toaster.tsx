import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, useToasts, type ToastVariant } from '#client/lib/toast.ts';
import { buttonClasses } from './button.tsx';

const DEFAULT_DURATION_MS = 5000;

const tone: Record<ToastVariant, string> = {
  default: 'border-white/12',
  success: 'border-love/40',
  error: 'border-pass/50',
};

/**
 * Renders the toast from `lib/toast.ts`. Radix Toast rather than a toast library that injects a
 * <style> tag at run time, which the server's Content-Security-Policy (style-src 'self') refuses.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={DEFAULT_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            duration={t.duration}
            type={variant === 'error' ? 'foreground' : 'background'}
            className={clsx(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border bg-ink-800/95 p-4 pr-10 text-left shadow-2xl backdrop-blur',
              'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-out',
              tone[variant],
            )}
          >
            {variant === 'error' && (
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-300" />
            )}
            {variant === 'success' && (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
            )}
            <div className="flex min-w-0 flex-col gap-0.5">
              <Toast.Title className="text-sm font-semibold text-white">{t.title}</Toast.Title>
              {t.description && (
                <Toast.Description className="text-sm text-mist-300">
                  {t.description}
                </Toast.Description>
              )}
              {t.action && (
                <Toast.Action
                  altText={t.action.label}
                  onClick={t.action.onClick}
                  className={buttonClasses('primary', 'sm', 'mt-2 self-start')}
                >
                  {t.action.label}
                </Toast.Action>
              )}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="absolute top-3 right-3 rounded-full p-1 text-mist-400 transition-colors hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* Phones: just above the bottom navigation, clear of the page title and of a dialog's
          title at the top of its sheet. Wide screens: top right, under the header, beside the
          centred dialogs and the page title (docs/product.md#toasts). */}
      <Toast.Viewport
        className={clsx(
          'pointer-events-none fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none',
          'lg:top-[calc(3.5rem+1px+env(safe-area-inset-top))] lg:right-0 lg:bottom-auto lg:left-auto lg:mx-0 lg:w-88 lg:max-w-none',
        )}
      />
    </Toast.Provider>
  );
}
