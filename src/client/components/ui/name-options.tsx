/** A select's options where each choice's name is also its value: boroughs, neighborhoods. */
export function NameOptions({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
}
