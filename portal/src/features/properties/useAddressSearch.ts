import { searchAddressesOptions } from '@portal/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The geocoder wants at least 3 characters (GET /geocoder/search `q`). */
const minimumSearchLength = 3;
/** Searches once typing pauses, not on every key. */
const searchDelayMs = 250;

/** The address search of the property forms, through the server's geocoder (the portal never calls one itself). */
export function useAddressSearch() {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = settled.length >= minimumSearchLength;
  const search = useQuery({
    ...searchAddressesOptions({ query: { q: settled } }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const typing = text.trim() !== settled;
  return {
    results: enabled && !typing ? (search.data ?? []) : [],
    isSearching: text.trim().length >= minimumSearchLength && (typing || search.isFetching),
    error: enabled && search.isError ? 'The address search is not available right now.' : undefined,
    onSearch: setText,
  };
}
