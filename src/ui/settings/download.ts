// Files the garden hands to the user: a download, and the JSON backup in words for whoever asked for it.
import { gardenWorker } from '../../workers/garden/garden-client';
import { byteSize } from '../../workers/garden/vocabulary';

export function download(data: BlobPart, type: string, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([data], { type }));
  a.download = name;
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(a.href);
  }, 10_000);
}

export const today = () => new Date().toISOString().slice(0, 10);
export const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Downloads a full JSON backup; resolves to what happened, in a sentence. */
export function downloadBackup(): Promise<string> {
  return gardenWorker()
    .exportBackup()
    .then((blob) => {
      download(blob, 'application/json', `metabolic-garden-${today()}.json`);
      return `Backup exported (${byteSize(blob.size)}).`;
    })
    .catch((e: unknown) => `The backup could not be exported: ${reason(e)}. Nothing in the garden changed.`);
}
