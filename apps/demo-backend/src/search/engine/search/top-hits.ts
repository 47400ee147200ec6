/**
 * The first `count` items in `compare` order, without sorting everything: a bounded binary heap keeps
 * the page cheap when a query matches most of a large catalogue.
 */
export function topItems<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  // Max-heap on `compare`: the root is the worst item kept so far.
  const heap: T[] = [];
  const swap = (i: number, j: number) => {
    const item = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = item;
  };
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!worse(child, parent)) break;
        swap(child, parent);
        child = parent;
      }
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      let parent = 0;
      for (;;) {
        const left = parent * 2 + 1;
        const right = left + 1;
        let largest = parent;
        if (left < heap.length && worse(left, largest)) largest = left;
        if (right < heap.length && worse(right, largest)) largest = right;
        if (largest === parent) break;
        swap(parent, largest);
        parent = largest;
      }
    }
  }
  return heap.sort(compare);
}
