import {
  NO_FILTER,
  filterKind,
  indexFilterSearch,
  isFiltered,
  matchesFilter,
  parseIndexFilter,
} from '../../src/lib/api/indexFilter';

describe('the API reference index filter', () => {
  it('reads the name fragment and the kinds it knows from the address, in button order', () => {
    expect(parseIndexFilter('?q=Model&kind=function,class')).toEqual({ q: 'Model', kinds: ['class', 'function'] });
    expect(parseIndexFilter('?kind=type&kind=bogus&kind=type')).toEqual({ q: '', kinds: ['type'] });
    expect(parseIndexFilter('')).toEqual(NO_FILTER);
  });

  it('writes the filter to the query, keeping other parameters, and removes it when cleared', () => {
    expect(indexFilterSearch('', { q: 'api token', kinds: ['class', 'const'] })).toBe('?q=api+token&kind=class,const');
    expect(indexFilterSearch('?q=Model&kind=class&utm=x', NO_FILTER)).toBe('?utm=x');
    expect(indexFilterSearch('?q=Model', { q: '  ', kinds: [] })).toBe('');
    expect(parseIndexFilter(indexFilterSearch('', { q: 'a&b=c', kinds: ['enum'] }))).toEqual({
      q: 'a&b=c',
      kinds: ['enum'],
    });
  });

  it('matches a fragment of the name in any case, and counts an abstract class as a class', () => {
    const model = { name: 'BaseModel', kind: 'abstract class' } as const;
    expect(filterKind(model.kind)).toBe('class');
    expect(matchesFilter(model, { q: ' model ', kinds: [] })).toBe(true);
    expect(matchesFilter(model, { q: 'model', kinds: ['class'] })).toBe(true);
    expect(matchesFilter(model, { q: 'model', kinds: ['function', 'type'] })).toBe(false);
    expect(matchesFilter(model, { q: 'factory', kinds: [] })).toBe(false);
    expect(isFiltered({ q: ' ', kinds: [] })).toBe(false);
    expect(isFiltered({ q: '', kinds: ['type'] })).toBe(true);
  });
});
