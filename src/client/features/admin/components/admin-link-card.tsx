import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';

const cardClass =
  'group flex h-full items-center gap-4 rounded-3xl border border-white/8 bg-ink-850/80 p-5 transition-colors hover:border-hot-500/40 hover:bg-ink-800';

function Body({ Icon, label, text }: { Icon: LucideIcon; label: string; text: ReactNode }) {
  return (
    <>
      <Icon aria-hidden className="size-6 shrink-0 text-hot-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-white">{label}</span>
        <span className="block text-sm text-mist-400">{text}</span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-mist-500 transition-transform group-hover:translate-x-0.5"
      />
    </>
  );
}

interface AdminLinkCardProps {
  Icon: LucideIcon;
  label: string;
  text: ReactNode;
  /** An app route, or a server URL to download from (which the router must not handle). */
  to: string;
  download?: boolean;
}

/** One of the admin panel's cards that lead somewhere. */
export function AdminLinkCard({ Icon, label, text, to, download = false }: AdminLinkCardProps) {
  if (download) {
    return (
      // The export opens in a new tab; the browser saves the streamed file to disk.
      <a href={to} download target="_blank" rel="noopener" className={cardClass}>
        <Body Icon={Icon} label={label} text={text} />
      </a>
    );
  }
  return (
    <Link to={to} className={cardClass}>
      <Body Icon={Icon} label={label} text={text} />
    </Link>
  );
}
