// Side-by-side comparison against the bare yardstick: alternating rounds, medians, and the ratio
// min(requests per second ratio, server-CPU-per-answer ratio), because on a shared machine
// throughput alone flatters whichever side the load generator leaves more CPU to.

const round = (value) => Math.round(value * 100) / 100;

/** The median of numbers (the upper one of an even count); undefined when there are none. */
export function median(values) {
  const known = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)];
}

/** Both ratios of one run of ours against one run of the bare server, and the lower of the two. */
export function ratiosOf(ours, bare) {
  const rps = ours.requestsPerSecond / bare.requestsPerSecond;
  const cpu =
    ours.serverCpuUsPerAnswer && bare.serverCpuUsPerAnswer
      ? bare.serverCpuUsPerAnswer / ours.serverCpuUsPerAnswer
      : undefined;
  return {
    rpsRatio: round(rps),
    cpuRatio: cpu === undefined ? undefined : round(cpu),
    ratio: round(Math.min(rps, cpu ?? rps)),
  };
}

/**
 * Runs `bare()` and each of `cases` ({ name: () => runLoad(...) }) once per round, `rounds`
 * times, the bare server first in odd rounds and last in even ones. Resolves to
 * { rounds: [{ bare, cases: { name: run }, ratios: { name: ratios } }],
 *   medians: { name: { ratio, rpsRatio, cpuRatio, requestsPerSecond, p99Ms, serverCpuUsPerAnswer } },
 *   bare: { requestsPerSecond, p99Ms, serverCpuUsPerAnswer }, unexpected: total non-expected answers }.
 */
export async function compareRounds({ rounds = 3, bare, cases }) {
  const names = Object.keys(cases);
  const results = [];
  for (let index = 0; index < rounds; index += 1) {
    const entry = { bare: undefined, cases: {}, ratios: {} };
    if (index % 2 === 0) entry.bare = await bare();
    for (const name of names) entry.cases[name] = await cases[name]();
    if (index % 2 === 1) entry.bare = await bare();
    for (const name of names) entry.ratios[name] = ratiosOf(entry.cases[name], entry.bare);
    results.push(entry);
  }
  const pick = (runs, key) => median(runs.map((run) => run[key]));
  const summarise = (runs) => ({
    requestsPerSecond: pick(runs, 'requestsPerSecond'),
    p99Ms: pick(runs, 'p99Ms'),
    serverCpuUsPerAnswer: pick(runs, 'serverCpuUsPerAnswer'),
  });
  const medians = Object.fromEntries(
    names.map((name) => {
      const ratios = results.map((entry) => entry.ratios[name]);
      return [
        name,
        {
          ratio: pick(ratios, 'ratio'),
          rpsRatio: pick(ratios, 'rpsRatio'),
          cpuRatio: pick(ratios, 'cpuRatio'),
          ...summarise(results.map((entry) => entry.cases[name])),
        },
      ];
    }),
  );
  const unexpected = results.reduce(
    (sum, entry) => sum + Object.values(entry.cases).reduce((n, run) => n + run.unexpected, 0),
    0,
  );
  return { rounds: results, medians, bare: summarise(results.map((entry) => entry.bare)), unexpected };
}
