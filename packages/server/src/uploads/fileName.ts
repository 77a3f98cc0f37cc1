import path from 'node:path';

const longest = 120;

/**
 * The name an uploaded file is kept and served under: the last segment of what the browser sent
 * (never a path), accents dropped, and only letters, digits, `.`, `_` and `-`, so it is safe on
 * disk, in a URL and in a rule's `<{{fileUrl}}>`. It cannot start with a dot; long names keep
 * their extension.
 */
export function sanitiseFileName(original: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._]+/, '');
  if (name.length > longest) {
    const extension = path.extname(name).slice(0, 16);
    name = name.slice(0, longest - extension.length) + extension;
  }
  return name || 'file';
}
