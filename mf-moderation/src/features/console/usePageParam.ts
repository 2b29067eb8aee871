import { useSearchParams } from 'react-router-dom';

/**
 * A list's page (0-based) kept in the address (`?page=2` is the second), so Back and a reload
 * return to it; setting it keeps the address's other parameters.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get('page'));
  const page = Number.isInteger(shown) && shown > 1 ? shown - 1 : 0;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 0) updated.set('page', String(next + 1));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}
