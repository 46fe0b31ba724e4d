// A file's size as people read it. A module of its own: a page that shows an attachment's size (an announcement, a
// request) does not load the drop zone and react-aria's drag and drop with it.
const sizeFormat = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
