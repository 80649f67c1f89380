// The real corpora every machine has: the Logseq docs graph (copied into tests/fixtures with its licence) and
// the READMEs of the npm packages this project installs. Shared by the corpus test and `npm run corpus`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { CorpusFile } from '../src/eval/corpus';

const ROOT = path.resolve(import.meta.dirname, '..');

export function logseqDocs(): CorpusFile[] {
  const dir = path.join(ROOT, 'tests', 'fixtures', 'logseq-docs');
  return ['pages', 'journals'].flatMap((sub) =>
    fs
      .readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => ({ name: `${sub}/${f}`, content: fs.readFileSync(path.join(dir, sub, f)) })),
  );
}

/** The README of every package installed at the top of node_modules (scoped ones included), once per text. */
export function npmReadmes(): CorpusFile[] {
  return packageDocs(/^readme\.(md|markdown)$/i, 'README.md');
}

/**
 * The changelog of every package installed at the top of node_modules: release after release of the same
 * sentences with another version, each a dated account of its own, not a value replaced.
 */
export function npmChangelogs(): CorpusFile[] {
  return packageDocs(/^(changelog|history|changes)\.(md|markdown)$/i, 'CHANGELOG.md');
}

function packageDocs(file: RegExp, as: string): CorpusFile[] {
  const modules = path.join(ROOT, 'node_modules');
  const packages = fs.readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (!name.startsWith('@')) return [name];
    return fs.readdirSync(path.join(modules, name)).map((sub) => `${name}/${sub}`);
  });
  const seen = new Set<string>();
  const files: CorpusFile[] = [];
  for (const pkg of packages.sort()) {
    const dir = path.join(modules, pkg);
    const doc = fs.readdirSync(dir).find((f) => file.test(f));
    if (!doc) continue;
    const content = fs.readFileSync(path.join(dir, doc), 'utf8');
    if (seen.has(content)) continue;
    seen.add(content);
    files.push({ name: `${pkg}/${as}`, content });
  }
  return files;
}

/**
 * The READMEs and NEWS files of the Debian packages installed here (`/usr/share/doc`, gzipped or not): release
 * notes and package docs of hundreds of programs, one folder each. Which packages, each machine decides, so this
 * corpus is for `npm run corpus -- debian` only, not for the tests.
 */
export function debianDocs(root = '/usr/share/doc'): CorpusFile[] {
  if (!fs.existsSync(root)) return [];
  const seen = new Set<string>();
  const files: CorpusFile[] = [];
  for (const pkg of fs.readdirSync(root).sort()) {
    const dir = path.join(root, pkg);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (!/^(readme|news)/i.test(name) || !fs.statSync(file).isFile()) continue;
      const raw = fs.readFileSync(file);
      const content = (name.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8');
      // (A whole upstream history in one file is a book, not a page.)
      if (content.length > 200_000 || seen.has(content)) continue;
      seen.add(content);
      const plain = name.replace(/\.gz$/, '');
      files.push({ name: `${pkg}/${plain}${/\.(md|markdown|txt|html?)$/i.test(plain) ? '' : '.txt'}`, content });
    }
  }
  return files;
}
