/** Today's date where the reader is, as YYYY-MM-DD (the tools take "today" as an argument so tests can fix it). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
