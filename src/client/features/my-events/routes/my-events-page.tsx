import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useSavedEvents } from '../api/get-saved-events.ts';
import { SavedEventsList } from '../components/saved-events-list.tsx';

const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

export function MyEventsPage() {
  useDocumentTitle('My events');
  const loved = useSavedEvents('liked');
  const maybe = useSavedEvents('maybe');
  const total = loved.data && maybe.data ? loved.data.total + maybe.data.total : undefined;

  return (
    <section className="flex flex-col gap-5">
      <header className="flex items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black tracking-tight text-white">My Events</h1>
          <p className="text-mist-400">
            {total === undefined
              ? 'Your saved events'
              : `${total} saved ${total === 1 ? 'event' : 'events'}`}
          </p>
        </div>
      </header>

      <Tabs defaultValue="liked" className="flex flex-col gap-5">
        <TabsList className="lg:max-w-md">
          <TabsTrigger value="liked">Loved{count(loved.data?.total)}</TabsTrigger>
          <TabsTrigger value="maybe">Maybe{count(maybe.data?.total)}</TabsTrigger>
        </TabsList>
        <TabsContent value="liked">
          <SavedEventsList action="liked" saved={loved} />
        </TabsContent>
        <TabsContent value="maybe">
          <SavedEventsList action="maybe" saved={maybe} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
