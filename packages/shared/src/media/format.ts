/** Seconds as m:ss (spec §9: player time mm:ss). */
export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Spec §9: responsive variants add -{width} before the extension. */
export function responsiveVariant(url: string, width: number): string {
  const dot = url.lastIndexOf('.');
  return dot > url.lastIndexOf('/') ? `${url.slice(0, dot)}-${width}${url.slice(dot)}` : `${url}-${width}`;
}
