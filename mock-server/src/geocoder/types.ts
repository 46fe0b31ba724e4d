// The address lookup behind GET /geocoder/search: one interface, an offline gazetteer by default and an external
// provider by configuration. The portal never calls a geocoder itself.
import type { CountryId, GeocoderResult } from '@portal/sdk/types';

export type { CountryId, GeocoderResult } from '@portal/sdk/types';

export interface GeocoderQuery {
  /** What the user typed, e.g. "4567 king". */
  text: string;
  /** Only results of this country (1 Canada, 2 U.S, 3 Other), when given. */
  countryId?: CountryId;
  /** At most this many results, best first. */
  limit: number;
}

export interface Geocoder {
  /** For logs and the health page: "gazetteer" or the provider's host. */
  readonly name: string;
  search(query: GeocoderQuery): Promise<GeocoderResult[]>;
}
