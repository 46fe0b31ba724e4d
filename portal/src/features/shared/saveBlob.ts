// Saving bytes as a download, apart from rentalFiles.ts: a CSV export (in every list's module, and so in the app's
// entry) needs only this, not the document and image calls.

/** Saves bytes under a file name through a temporary link, as a download link would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
