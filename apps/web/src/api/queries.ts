import {
  catalogueEntryOf,
  type TApiDomain,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointResult,
} from '@kg/contracts';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/** Every query of a domain starts with this key: a save invalidates exactly these. */
export const domainKey = (domain: TApiDomain) => [domain] as const;

/** `[domain, endpoint name, input]`: the query-key factory every read uses. */
export function queryKeyOf<E extends TEndpoint>(endpoint: E, input?: TEndpointInput<E>) {
  const { domain, name } = catalogueEntryOf(endpoint);
  return [domain, name, input ?? null] as const;
}

type TQueryExtras<E extends TEndpoint> = Omit<
  UseQueryOptions<TEndpointResult<E>, Error, TEndpointResult<E>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** Reads a catalogued endpoint through react-query, keyed by its domain, name and input. */
export function useEndpoint<E extends TEndpoint>(
  endpoint: E,
  input: TEndpointInput<E>,
  options: TQueryExtras<E> = {},
) {
  return useQuery({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => http.request(endpoint, input, { signal }),
    ...options,
  });
}

/**
 * A paged list endpoint as usePagedList takes it: its key starts with the domain (so a save
 * refetches it) and its pages come from the typed client.
 */
export function pagedEndpoint<E extends TEndpoint>(endpoint: E) {
  return {
    key: queryKeyOf(endpoint),
    fetchPage: (query: TEndpointInput<E>, signal: AbortSignal) => http.request(endpoint, query, { signal }),
  };
}
