import { useSearchParams } from 'react-router';
import { BarChart3, BriefcaseBusiness, CalendarDays, Settings } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSignedIn } from '#client/lib/signed-in.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { BusinessTab } from '../components/business-tab.tsx';
import { CalendarTab } from '../components/calendar-tab.tsx';
import { MoreTab } from '../components/more-tab.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { StatsTab } from '../components/stats-tab.tsx';

const tabs = [
  { value: 'stats', label: 'Stats', Icon: BarChart3 },
  { value: 'calendar', label: 'Calendar', Icon: CalendarDays },
  { value: 'business', label: 'Business', Icon: BriefcaseBusiness },
  { value: 'more', label: 'More', Icon: Settings },
] as const;

type TabValue = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return tabs.some((t) => t.value === value);
}

export function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useSignedIn();
  // The open tab lives in the URL so a reload or a shared link lands on it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'stats';

  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-3xl font-black tracking-tight text-white">Profile</h1>
      <ProfileHeader user={user} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'stats' ? {} : { tab: next }, { replace: true })
        }
        className="flex flex-col gap-4"
      >
        <TabsList aria-label="Profile sections" className="border border-white/6">
          {tabs.map(({ value, label, Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="flex items-center justify-center gap-1.5 px-2"
            >
              <Icon aria-hidden className="hidden size-4 shrink-0 min-[420px]:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="stats">
          <StatsTab />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab />
        </TabsContent>
        <TabsContent value="business">
          <BusinessTab />
        </TabsContent>
        <TabsContent value="more">
          <MoreTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
