import { ApiError, type PortalClient } from '@portal/sdk/client';
import { uploadListingImage } from '@portal/sdk/operations';

export interface ImageUploadOutcome {
  uploaded: number;
  /** The images the server refused, with its reason: one refusal does not stop the others. */
  failures: { fileName: string; message: string }[];
}

/**
 * Uploads images one after the other with their gallery positions (POST /PropertyListingImage/{listingId}). A
 * refused image is noted and the next one is still sent; `onProgress` hears how many are done out of how many.
 */
export async function uploadListingImages(
  api: PortalClient,
  listingId: number,
  uploads: readonly { file: File; sortOrder: number }[],
  onProgress?: (done: number, total: number) => void,
): Promise<ImageUploadOutcome> {
  const outcome: ImageUploadOutcome = { uploaded: 0, failures: [] };
  onProgress?.(0, uploads.length);
  for (const [index, upload] of uploads.entries()) {
    try {
      await uploadListingImage({
        client: api,
        path: { listingId },
        body: { file: upload.file, sortOrder: upload.sortOrder },
        throwOnError: true,
      });
      outcome.uploaded += 1;
    } catch (error) {
      const message =
        error instanceof ApiError || error instanceof Error ? error.message : 'The upload failed.';
      outcome.failures.push({ fileName: upload.file.name, message });
    }
    onProgress?.(index + 1, uploads.length);
  }
  return outcome;
}

/** "“a.gif”: Only JPEG, PNG or WebP images can be uploaded." for each refused image, one after the other. */
export function uploadFailureText(outcome: ImageUploadOutcome): string {
  return outcome.failures.map((failure) => `“${failure.fileName}”: ${failure.message}`).join(' ');
}
