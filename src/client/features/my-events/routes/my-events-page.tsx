import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useSavedEvents, type SavedAction } from '../api/get-saved-events.ts';
import { SavedEventsList } from '../components/saved-events-list.tsx';
import { usePendingRemovals } from '../lib/pending-removals.ts';

const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

export function MyEventsPage() {
  useDocumentTitle('My events');
  const loved = useSavedEvents('liked');
  const maybe = useSavedEvents('maybe');
  const pending = usePendingRemovals();
  // A removal waiting out its undo window already counts as gone.
  const waiting = (action: SavedAction) =>
    [...pending.values()].filter((p) => p.action === action).length;
  const lovedTotal = loved.data && loved.data.total - waiting('liked');
  const maybeTotal = maybe.data && maybe.data.total - waiting('maybe');
  const total =
    lovedTotal !== undefined && maybeTotal !== undefined ? lovedTotal + maybeTotal : undefined;

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
          <TabsTrigger value="liked">Loved{count(lovedTotal)}</TabsTrigger>
          <TabsTrigger value="maybe">Maybe{count(maybeTotal)}</TabsTrigger>
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
