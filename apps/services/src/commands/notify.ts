/**
 * Publishes a notification to a site's event stream of the running services:
 * `npm run notify -w @paddock/services -- auto "Safety car on track" [durationMs]`.
 */
import { readServicesConfig } from '../config';

const [site = 'auto', text, duration = '8000'] = process.argv.slice(2);
if (!text) {
  console.error('Usage: notify <site> <text> [durationMs]');
  process.exit(2);
}
const config = readServicesConfig(process.env);
const response = await fetch(`${config.publicUrl}/events/${site}/notifications`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.adminToken}` },
  body: JSON.stringify({ text, duration: Number(duration) }),
});
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
