import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_MAX_LENGTH, movedOption, normalizeAutocompleteText } from './search-autocomplete';

describe('autocomplete rules', () => {
  it('searches and caches one form of the text', () => {
    expect(normalizeAutocompleteText('  Tea   TREE ')).toBe('tea tree');
    expect(normalizeAutocompleteText('x'.repeat(300))).toHaveLength(AUTOCOMPLETE_MAX_LENGTH);
  });

  it('arrows move through the options and wrap around (WAI-ARIA combobox)', () => {
    expect(movedOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedOption(0, 3, 'ArrowDown')).toBe(1);
    expect(movedOption(2, 3, 'ArrowDown')).toBe(0);
    expect(movedOption(-1, 3, 'ArrowUp')).toBe(2);
    expect(movedOption(0, 3, 'ArrowUp')).toBe(2);
    expect(movedOption(2, 3, 'ArrowUp')).toBe(1);
    expect(movedOption(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
