// @ts-check
// "Did you mean": the known names closest to one the caller got wrong, so an unknown component or
// prop error tells an agent what to ask for instead of sending it back to search.

/** `data-grid`, `DataGrid` and `<DataGrid />` compare equal. */
export function comparableName(/** @type {string} */ name) {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Levenshtein distance, one row at a time. */
function editDistance(/** @type {string} */ a, /** @type {string} */ b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Up to `limit` of `names` close to `wanted`: those containing it (or contained in it) first,
 * nearest in length first, then those within a few edits of it or of their start, nearest first.
 * @param {string} wanted
 * @param {readonly string[]} names
 */
export function closeNames(wanted, names, limit = 5) {
  const target = comparableName(wanted);
  if (!target) return [];
  const maxEdits = Math.max(2, Math.floor(target.length / 3));
  /** @type {{ name: string, rank: number }[]} */
  const ranked = [];
  for (const name of new Set(names)) {
    const candidate = comparableName(name);
    // A short name (`id`, `sx`) inside a long wanted one is a coincidence, not a match.
    if (candidate.includes(target) || (candidate.length >= 4 && target.includes(candidate))) {
      ranked.push({ name, rank: Math.abs(candidate.length - target.length) / 1000 });
      continue;
    }
    // A typo in the start of a longer name (`DataGrd` for DataGridPro) counts a little more than
    // one in the whole name.
    const edits = Math.min(
      editDistance(target, candidate),
      candidate.length > target.length ? editDistance(target, candidate.slice(0, target.length)) + 0.5 : Infinity,
    );
    if (edits <= maxEdits) ranked.push({ name, rank: edits });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ name }) => name);
}
