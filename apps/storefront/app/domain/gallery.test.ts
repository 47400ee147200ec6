import { describe, expect, it } from 'vitest';
import { galleryStep } from './gallery';

describe('galleryStep', () => {
  it('steps to the neighbour with the arrows and stays at either end', () => {
    expect(galleryStep('ArrowRight', 0, 4)).toBe(1);
    expect(galleryStep('ArrowLeft', 2, 4)).toBe(1);
    expect(galleryStep('ArrowRight', 3, 4)).toBe(3);
    expect(galleryStep('ArrowLeft', 0, 4)).toBe(0);
  });

  it('goes to the first and last picture with Home and End', () => {
    expect(galleryStep('Home', 2, 4)).toBe(0);
    expect(galleryStep('End', 1, 4)).toBe(3);
  });

  it('leaves every other key to the page', () => {
    expect(galleryStep('Enter', 1, 4)).toBeNull();
    expect(galleryStep('ArrowDown', 1, 4)).toBeNull();
  });
});
