// Saving a list's CSV answer (`Accept: text/csv`, the server streams every matching row) as a file in the browser.

/** The file name of a Content-Disposition header (`attachment; filename="…"`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/** Downloads the answer's CSV under the name the server gave it. */
export function saveCsv(result: { data?: Blob; response: Response }, fallbackName: string): void {
  if (!result.data) throw new Error('The export has no content.');
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(result.response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is not needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
