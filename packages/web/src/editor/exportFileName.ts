/** `{project}-{viewer}-config.{yyyy-MM-dd.HHmm}.json`, the name the original product gives exports. */
export function exportFileName(project: string, viewer: string, now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.${two(now.getHours())}${two(now.getMinutes())}`;
  return `${project || 'local'}-${viewer || 'app'}-config.${stamp}.json`;
}
