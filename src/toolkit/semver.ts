/** SemVer 2.0.0 (https://semver.org), the grammar's official regular expression. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export function isSemver(v: unknown): v is string {
  return typeof v === 'string' && SEMVER.test(v);
}

/** The major version of a SemVer string, or undefined. */
export function majorOf(v: unknown): number | undefined {
  return isSemver(v) ? Number(v.split('.')[0]) : undefined;
}

/** A close valid SemVer for a near miss (`v1.2`, `1.2`, `1`), for "use … instead" hints. */
export function semverHint(v: string): string | undefined {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/i.exec(v.trim());
  if (!m) return undefined;
  const n = (s: string | undefined) => String(Number(s ?? 0));
  return `${n(m[1])}.${n(m[2])}.${n(m[3])}`;
}
