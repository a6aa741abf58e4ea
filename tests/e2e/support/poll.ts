/**
 * Reads a value until `check` accepts it, or throws the last failure once `timeoutMs` has gone by.
 * A read that throws counts as "not yet": right after an action the page may be re-rendering, and an
 * element being re-mounted has no box, or a count is taken between two commits.
 */
export async function poll<T>(
  read: () => Promise<T> | T,
  check: (value: T) => void,
  { timeoutMs = 10_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check(await read());
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
