// [x, width, height] in a 300×120 box: a loose Lower Manhattan silhouette. Drawn one unit
// wider and taller than listed so neighbouring towers overlap instead of leaving hairline seams.
const towers: readonly [number, number, number][] = [
  [0, 16, 34],
  [14, 12, 50],
  [25, 18, 28],
  [42, 10, 62],
  [51, 20, 42],
  [70, 14, 56],
  [83, 9, 34],
  [91, 18, 68],
  [108, 12, 46],
  [119, 10, 38],
  [158, 14, 52],
  [171, 20, 40],
  [190, 10, 74],
  [199, 16, 48],
  [214, 22, 60],
  [235, 12, 36],
  [246, 18, 58],
  [263, 10, 44],
  [272, 16, 30],
  [287, 13, 52],
];

// A few lit windows, so the city looks awake.
const windows: readonly [number, number][] = [
  [17, 78],
  [45, 66],
  [45, 74],
  [73, 72],
  [94, 60],
  [99, 70],
  [110, 82],
  [161, 76],
  [193, 54],
  [193, 62],
  [217, 68],
  [249, 70],
  [253, 80],
  [290, 76],
];

/** Night skyline with the Empire State spire in the middle; decoration only. */
export function Skyline({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 300 120"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden
      className={className}
    >
      <g className="fill-ink-950">
        {towers.map(([x, w, h]) => (
          <rect key={x} x={x} y={120 - h} width={w + 1} height={h + 1} />
        ))}
        <rect x={127.5} y={48} width={31} height={73} />
        <rect x={133} y={36} width={20} height={84} />
        <rect x={138} y={26} width={10} height={94} />
        <rect x={141.5} y={12} width={3} height={108} />
      </g>
      <g className="fill-ember-400/70">
        {windows.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={2.5} height={3} />
        ))}
      </g>
    </svg>
  );
}
