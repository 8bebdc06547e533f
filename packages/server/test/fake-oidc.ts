// A small OpenID Connect provider for the tests (no real one is reachable here): discovery, JWKS, an authorize
// endpoint that signs in whoever the test says, and a token endpoint that checks the client, the code and PKCE
// and issues an RS256 ID token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface FakeOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next authorize request. */
  signInAs(account: FakeAccount): void;
  /** Follows the authorize URL the server built; returns the redirect back (callback URL with code and state). */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startFakeOidc(): Promise<FakeOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'jjinbbang-console';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<
    string,
    { account: FakeAccount; nonce: string; challenge: string; redirectUri: string }
  >();
  let account: FakeAccount = { sub: 'nobody' };
  let issuer = '';

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri'))
        return json(400, { error: 'invalid_grant' });
      const idToken = await new SignJWT({ ...grant.account, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(grant.account.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, {
        access_token: randomBytes(8).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    async authorize(authorizeUrl) {
      const url = new URL(authorizeUrl);
      if (url.origin !== issuer || url.pathname !== '/authorize')
        throw new Error(`not our authorize URL: ${authorizeUrl}`);
      const p = url.searchParams;
      if (
        p.get('client_id') !== clientId ||
        p.get('code_challenge_method') !== 'S256' ||
        p.get('response_type') !== 'code'
      )
        throw new Error(`bad authorize request: ${authorizeUrl}`);
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        account,
        nonce: p.get('nonce') ?? '',
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
      });
      const back = new URL(p.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      return back;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
