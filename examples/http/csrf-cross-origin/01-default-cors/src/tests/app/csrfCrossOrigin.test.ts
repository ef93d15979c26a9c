import { describe, test } from '@jest/globals';

// Sends, to the running app (npm run dev), what a script on another site would send from the
// visitor's browser, and prints the CORS headers that decide whether the browser lets it read the answer.
const base = `http://127.0.0.1:${process.env.APP_PORT ?? 5000}`;
const origin = 'https://evil.example';

const cors = (response: { headers: { get(name: string): string | null } }) =>
    ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']
        .map(name => `${name}: ${response.headers.get(name) ?? '(none)'}`)
        .join(', ');

describe('the CSRF token and cors()', () => {

    test('a page on another origin asks for the token and sends it back', async () => {
        const tokenResponse = await fetch(`${base}/csrf`, { headers: { Origin: origin } });
        const token = (await tokenResponse.json()).data.token;
        console.log(`RUN GET /csrf from ${origin}: ${tokenResponse.status}, ${cors(tokenResponse)}`);

        const preflight = await fetch(`${base}/notes`, {
            method: 'OPTIONS',
            headers: {
                Origin: origin,
                'Access-Control-Request-Method': 'POST',
                'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
            },
        });
        console.log(`RUN OPTIONS /notes (preflight for POST with x-xsrf-token): ${preflight.status}, ${cors(preflight)}`);

        const forged = await fetch(`${base}/notes`, {
            method: 'POST',
            headers: { Origin: origin, 'Content-Type': 'application/json', 'x-xsrf-token': token },
            body: JSON.stringify({ text: 'sent from another site' }),
        });
        console.log(`RUN POST /notes with the token: ${forged.status} ${await forged.text()}`);

        const withoutToken = await fetch(`${base}/notes`, {
            method: 'POST',
            headers: { Origin: origin, 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: 'sent from another site' }),
        });
        console.log(`RUN POST /notes without the token: ${withoutToken.status} ${await withoutToken.text()}`);
    });

});
