import { Search } from 'lucide-react';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function SearchPage() {
  useDocumentTitle('Search');
  return (
    <ComingSoon
      icon={Search}
      title="Search"
      description="Look up events by name, category, neighborhood, borough and date. Search is coming soon."
    />
  );
}
