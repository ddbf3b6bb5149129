const labels: Record<string, string> = {
  seed: 'Demo',
  csv: 'CSV',
  manual: 'Manual',
  crawler: 'Crawler',
  business: 'Business',
  mock: 'Mock',
};

/** Where an event came from, as the event database shows it. */
export function sourceLabel(source: string): string {
  return labels[source] ?? source;
}
