/**
 * The picture a key leads to in a gallery of `count` pictures, from `current`: the arrows step to the
 * neighbour (staying at either end), Home and End go to the first and last; any other key is not the
 * gallery's (null).
 */
export function galleryStep(key: string, current: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(last, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
