import { Link } from 'react-router';
import { BriefcaseBusiness } from 'lucide-react';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function BusinessDashboardPage() {
  useDocumentTitle('Business dashboard');
  return (
    <ComingSoon
      icon={BriefcaseBusiness}
      title="Business Dashboard"
      description="Post your events for $5 each, pay and watch them go live. The dashboard is coming soon."
    >
      <Link to="/business-signup" className={buttonClasses('secondary', 'sm')}>
        About business accounts
      </Link>
    </ComingSoon>
  );
}
