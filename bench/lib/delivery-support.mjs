// Helpers of bench/delivery.mjs beyond bench/lib: a signed contact submission, and an in-process
// keep-alive load that runs until a condition holds (a drain ends when the inbox is full, not
// after a fixed duration, which is what bench/lib/load.mjs measures).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { signingKey } from './servers.mjs';

export const round = (value) => Math.round(value * 100) / 100;

const contactBody = JSON.stringify({
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
  phoneCode: { alphaCode: 'CH', code: '41' },
  phone: '79 123 45 67',
  how_did_you_hear_about_us: 'A friend',
  message: 'I would like to talk about a savings account and pillar 3a.',
  i_confirm_i_am_a_swiss_tax_resident_: 'yes',
  rt_action: 'contact',
  rt: '',
  rt_version: 'v3',
  location: 'https://www.velora.ch/contact',
  title: 'Contact',
  language: 'en',
});

/** A signed, valid contact submission (the API answers 201). */
export function signedContact() {
  const timestamp = String(Date.now());
  return {
    method: 'POST',
    path: '/api/contact/velora-contact-en',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(contactBody)),
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', signingKey).update(timestamp).digest('base64'),
    },
    body: contactBody,
  };
}

/**
 * Keeps `connections` requests in flight on keep-alive sockets, until `count` requests are done
 * or `until()` says stop; `makeRequest` gives method, path, headers and body of each.
 */
export async function loadFor(baseUrl, makeRequest, { connections, count = Infinity, until = () => false }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  const one = (spec) =>
    new Promise((resolve) => {
      const sent = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method,
          path: spec.path,
          headers: spec.headers,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(spec.body);
    });
  const worker = async () => {
    while (started < count && !until()) {
      started += 1;
      await one(makeRequest());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
    p99Ms: round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
    errors,
    statuses,
  };
}
