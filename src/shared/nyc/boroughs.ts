/** The five boroughs, in the order the search filters list them. */
export const boroughs = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'] as const;

export type Borough = (typeof boroughs)[number];

export function isBorough(value: string): value is Borough {
  return (boroughs as readonly string[]).includes(value);
}

/** A borough as a sentence names it: "in the Bronx", never "in Bronx". */
export const boroughInSentence = (borough: string) => (borough === 'Bronx' ? 'the Bronx' : borough);
