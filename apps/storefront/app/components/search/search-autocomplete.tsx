import { useEffect, useId, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Form, useLocation, useNavigate } from 'react-router';
import {
  AUTOCOMPLETE_MIN_LENGTH,
  movedOption,
  normalizeAutocompleteText,
} from '~/domain/search-autocomplete';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { SearchIcon } from '../ui/icons';
import { AutocompleteListbox } from './autocomplete-listbox';
import { type AutocompleteOption, autocompleteOptions } from './autocomplete-options';
import { useRecentSearches } from './recent-searches';
import { useAutocomplete } from './use-autocomplete';
import { buttonClass } from '~/components/ui/button-class';

/**
 * The header's search field (docs/product/screens.md#search-autocomplete) as a WAI-ARIA combobox: typing offers term suggestions,
 * recent searches, categories and products; arrows move through them, Enter opens the active one or
 * the search page, Escape closes the list (and clears the field when it is already closed). Without
 * JavaScript it is a plain GET form to the search page.
 */
export function SearchAutocomplete() {
  const intl = useIntl();
  const { locale } = useRootData();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [value, setValue] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Text typed before hydration reaches React as one input event the hydration trigger sends (not
  // trusted, as no event a person makes is): the shopper has paused already, so it is asked at once.
  const [typedBefore, setTypedBefore] = useState(false);
  const { recent, clear } = useRecentSearches();
  const state = useAutocomplete(value, locale, typedBefore ? 0 : undefined);
  const result = state.status === 'ready' || state.status === 'loading' ? state.result : undefined;
  const typedEnough = normalizeAutocompleteText(value).length >= AUTOCOMPLETE_MIN_LENGTH;
  const options = autocompleteOptions(value, typedEnough ? result : undefined, recent, id);
  const listboxId = `${id}-listbox`;

  // Any navigation closes the list and shows the text of the page's own search, if any (adjusted
  // while rendering, as React advises for state that follows a prop).
  const address = location.pathname + location.search;
  const [shownAddress, setShownAddress] = useState(address);
  if (address !== shownAddress) {
    setShownAddress(address);
    setOpen(false);
    setActive(-1);
    setValue(new URLSearchParams(location.search).get('q') ?? '');
  }

  // A new answer is a new list: no option of it is active yet.
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    setActive(-1);
  }

  const choose = (option: AutocompleteOption) => {
    setOpen(false);
    setActive(-1);
    if (!option.product && option.group !== 'categories') setValue(option.label);
    void navigate(localePath(option.path));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((current) => movedOption(open ? current : -1, options.length, event.key as 'ArrowDown'));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  const message = !typedEnough
    ? undefined
    : state.status === 'error'
      ? intl.formatMessage({ id: 'search.autocomplete.error' })
      : state.status === 'loading' && !result
        ? intl.formatMessage({ id: 'search.autocomplete.loading' })
        : result && result.products.length === 0 && result.categories.length === 0
          ? intl.formatMessage({ id: 'search.autocomplete.noresults' }, { query: result.query })
          : undefined;
  const shown = open && (options.length > 0 || message !== undefined);
  const expanded = shown && options.length > 0;
  // The active option stays in view when the list is longer than the window.
  const activeId = expanded ? options[active]?.id : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const announcement = !shown
    ? ''
    : (message ?? intl.formatMessage({ id: 'search.autocomplete.count' }, { count: options.length }));

  return (
    <Form
      method="get"
      action={localePath('/search')}
      role="search"
      className="relative order-last flex w-full items-center gap-2 md:order-none md:ml-auto md:w-auto"
      onSubmit={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {intl.formatMessage({ id: 'search.autocomplete.search' })}
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setTypedBefore(!event.nativeEvent.isTrusted);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={intl.formatMessage({ id: 'search.autocomplete.search' })}
        className="w-full rounded border border-black/20 px-3 py-2 md:w-72"
      />
      <button
        type="submit"
        className={buttonClass('primary', 'icon')}
        aria-label={intl.formatMessage({ id: 'search.submit' })}
      >
        <SearchIcon />
      </button>
      <div
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-40 mt-1 rounded-lg border border-black/10 bg-white shadow-lg md:left-auto md:w-[28rem]"
        data-testid="autocomplete-panel"
      >
        {message ? <p className="px-3 py-2 text-black/75">{message}</p> : null}
        {options.length ? (
          <AutocompleteListbox id={listboxId} options={options} active={active} onChoose={choose} />
        ) : null}
        {options.some((option) => option.group === 'recent') ? (
          <button
            type="button"
            className="w-full border-t border-black/10 px-3 py-2 text-left text-sm text-brand-dark underline"
            onClick={clear}
          >
            {intl.formatMessage({ id: 'search.autocomplete.clear' })}
          </button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Form>
  );
}
