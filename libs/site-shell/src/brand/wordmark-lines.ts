/**
 * A title on the two lines of a wordmark, split between words where the longer line is shortest:
 * '24 Heures du Mans' → ['24 Heures', 'du Mans'], '24 Hours of Le Mans' → ['24 Hours', 'of Le Mans'].
 * A single word stays on one line.
 */
export function wordmarkLines(title: string): [string] | [string, string] {
  const words = title.trim().split(/\s+/);
  if (words.length < 2) return [title.trim()];
  let best: [string, string] = [words[0] ?? '', words.slice(1).join(' ')];
  for (let split = 2; split < words.length; split += 1) {
    const candidate: [string, string] = [
      words.slice(0, split).join(' '),
      words.slice(split).join(' '),
    ];
    if (
      Math.max(...candidate.map((line) => line.length)) < Math.max(...best.map((l) => l.length))
    ) {
      best = candidate;
    }
  }
  return best;
}
