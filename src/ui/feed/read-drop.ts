// Reading what was dropped or picked: files and whole folders, as raw bytes (the valve decides what is text).
import { stageKey, stagedFile, type Staged } from './staged';

async function stageFile(file: File, path: string): Promise<Staged> {
  return stagedFile(path, new Uint8Array(await file.arrayBuffer()));
}

function readEntries(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    const next = (): void => {
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    };
    next();
  });
}

async function walk(entry: FileSystemEntry, prefix: string, out: Staged[]): Promise<void> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => {
      (entry as FileSystemFileEntry).file(resolve, reject);
    });
    out.push(await stageFile(file, path));
  } else if (entry.isDirectory) {
    for (const child of await readEntries(entry as FileSystemDirectoryEntry)) await walk(child, path, out);
  }
}

/** Everything in a drop, folders walked recursively. Hidden files (".DS_Store", ".git/…") are skipped. */
export async function readDrop(data: DataTransfer): Promise<Staged[]> {
  const out: Staged[] = [];
  const entries = Array.from(data.items)
    .map((item) => item.webkitGetAsEntry())
    .filter((e): e is FileSystemEntry => e !== null);
  if (entries.length) for (const entry of entries) await walk(entry, '', out);
  else for (const file of Array.from(data.files)) out.push(await stageFile(file, file.name));
  return out.filter((s) => !s.name.split('/').some((part) => part.startsWith('.')));
}

/** Files picked with an <input type="file">, with their folder path when a folder was picked. */
export async function readPicked(files: FileList | File[]): Promise<Staged[]> {
  const out: Staged[] = [];
  for (const file of Array.from(files)) out.push(await stageFile(file, file.webkitRelativePath || file.name));
  return out.filter((s) => !s.name.split('/').some((part) => part.startsWith('.')));
}

/** A paste: HTML keeps its structure (the valve reads it as a page), with its address where the clipboard has one. */
export function readPaste(data: DataTransfer): Staged | undefined {
  const html = data.getData('text/html');
  const text = data.getData('text/plain');
  const url = (data.getData('text/uri-list') || data.getData('text/x-moz-url')).split('\n')[0]?.trim() ?? '';
  if (!html.trim() && !text.trim()) return undefined;
  const content = html.trim() ? html : text;
  const firstLine = (text || content).trim().split('\n')[0] ?? 'Pasted';
  return {
    key: stageKey(),
    name: firstLine.slice(0, 60) || 'Pasted',
    trust: 'operator',
    origin: url || 'clipboard',
    content,
    kind: html.trim() ? 'html' : 'text',
    bytes: new TextEncoder().encode(content).length,
  };
}
