/**
 * The message for fields a content schema does not know. Every schema object is strict (src/content.config.ts):
 * an unknown or misspelt field stops the build instead of being dropped, so a typo in a legal figure's field
 * name can never publish the page without the figure.
 */

/** Edit distance between two short field names (insertions, deletions, substitutions, case ignored). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length]!;
}

/** The known field a misspelt one most likely meant: one edit away per four letters (at least one; case ignored), else none. */
export function closestField(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(key.length / 4)) + 1;
  for (const name of known) {
    const d = distance(key, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

/** e.g. `"capUsdd" is not a field here (did you mean "capUsd"?). Fields here: name, citation, capUsd, …` */
export function unknownFieldMessage(key: string, known: readonly string[]): string {
  const guess = closestField(key, known);
  return `"${key}" is not a field here${guess ? ` (did you mean "${guess}"?)` : ''}: the build stops rather than drop it. Fields here: ${known.join(', ')}.`;
}
