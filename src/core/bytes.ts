// Sizes as a person reads them, in every message that names one.

export const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A size in the unit that reads best: "812 B", "4.2 KB", "1024.0 MB". */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  return bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KB` : megabytes(bytes);
}
