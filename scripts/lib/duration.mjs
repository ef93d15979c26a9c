// How the test runner (scripts/test.mjs) and the benchmark (scripts/bench.mjs) print a duration:
// "42.3 s" under a minute, "7 min 05 s" from a minute on. Rounded to whole seconds before it is
// split into minutes, so that 479.6 s reads "8 min 00 s", never "7 min 60 s".

/** `seconds` as "12.3 s" or "M min SS s". */
export function formatDuration(seconds) {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
