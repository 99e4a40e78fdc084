/** The tests' scheduling policy: 30-minute times, a day's lead time, 15 minutes after each call. */
export const testSchedulingPolicy = {
  timeSlotInterval: 'PT30M',
  minimumLeadTime: 'PT24H',
  preBuffer: 'PT0S',
  postBuffer: 'PT15M',
  defaultDuration: 'PT30M',
};
