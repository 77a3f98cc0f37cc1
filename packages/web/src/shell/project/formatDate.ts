export function formatDate(iso: string | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
