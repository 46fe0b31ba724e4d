import type { PortalClient } from '@portal/sdk/client';
import { unwrap } from '@portal/sdk/client';

/** Uploads images one after the other with their gallery positions (POST /PropertyListingImage/{listingId}). */
export async function uploadListingImages(
  api: PortalClient,
  listingId: number,
  uploads: readonly { file: File; sortOrder: number }[],
) {
  for (const upload of uploads) {
    unwrap(
      await api.POST('/propertyListingImage/{listingId}', {
        params: { path: { listingId } },
        body: { file: upload.file, sortOrder: upload.sortOrder },
      }),
    );
  }
}
