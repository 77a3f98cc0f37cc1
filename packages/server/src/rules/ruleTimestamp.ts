/** Rule-execution timestamps as existing rule logs write them: hh:mm:ss.mmm (24-hour, local time). */
export function ruleTimestamp(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
