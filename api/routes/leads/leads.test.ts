import { expect, it } from 'vitest';
import { MARKETING_CONSENT_VERSION, type LeadDto } from '../../../src/shared/lead.ts';
import { sendLeadUpdate } from '../../../src/shared/lead-update-sender.ts';
import { describeWithServer } from '../../test/harness.ts';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const KIOSK_TOKEN = 'test-kiosk-token-0123456789';

describeWithServer(
  'POST /api/leads',
  (server) => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      server.fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const adminList = async (): Promise<LeadDto[]> =>
      (await (
        await server.fetch('/api/admin/leads', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).json()) as LeadDto[];

    it('creates a lead with trimmed values and source Conference by default', async () => {
      const res = await post({ firstName: '  Ada ', lastName: 'Lovelace', email: ' Ada@Example.com ', company: '' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: 'created' });
      const [lead] = await adminList();
      expect(lead).toMatchObject({
        email: 'Ada@Example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: null,
        company: null,
        source: 'Conference',
        event: null,
      });
    });

    it('updates the lead with the same e-mail in any case and keeps fields left out', async () => {
      await post({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phone: '+1 555 0100' });
      const res = await post({
        firstName: 'Grace',
        lastName: 'Murray Hopper',
        email: 'GRACE@navy.example',
        source: 'Website',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'updated' });
      const graces = (await adminList()).filter((l) => l.email.toLowerCase() === 'grace@navy.example');
      expect(graces).toHaveLength(1);
      expect(graces[0]).toMatchObject({ lastName: 'Murray Hopper', phone: '+1 555 0100', source: 'Website' });
    });

    it('refuses invalid leads with the spec messages per field', async () => {
      const res = await post({ firstName: ' ', lastName: '', email: 'not-an-email' });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Enter a valid email',
      });
      expect((await post({ firstName: 'x'.repeat(51), lastName: 'L', email: 'a@b.co' })).status).toBe(400);
      expect((await post({ firstName: 'A', lastName: 'L', email: 'a@b.co', source: 'Fax' })).status).toBe(400);
      expect((await post('{"firstName":')).status).toBe(400);
      expect((await post({ firstName: 'A', lastName: 'B', email: 'a@b.co', company: 'x'.repeat(40_000) })).status).toBe(
        413,
      );
      const form = await server.fetch('/api/leads', { method: 'POST', body: new URLSearchParams({ firstName: 'A' }) });
      expect(form.status).toBe(415);
    });

    it('replays the stored answer for a repeated Idempotency-Key and writes once', async () => {
      const lead = {
        firstName: 'Kat',
        lastName: 'Johnson',
        email: 'kat@nasa.example',
        source: 'Conference',
        event: 'Expo',
      };
      const headers = { 'Idempotency-Key': 'lead-kat-000000001' };
      const first = await post(lead, headers);
      const again = await post(lead, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ status: 'created' });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const kats = (await adminList()).filter((l) => l.email === 'kat@nasa.example');
      expect(kats).toHaveLength(1);
      expect(kats[0]!.updatedAt).toBe(kats[0]!.createdAt);

      const other = await post({ ...lead, lastName: 'Goble' }, headers);
      expect(other.status).toBe(422);
      expect(((await other.json()) as { code: string }).code).toBe('idempotency_key_reused');
      expect((await post(lead, { 'Idempotency-Key': 'bad key' })).status).toBe(400);
    });

    it('stores staff qualification and marketing consent with the consent version and time', async () => {
      const before = Date.now();
      const res = await post({
        firstName: 'Dorothy',
        lastName: 'Vaughan',
        email: 'dorothy@nasa.example',
        rating: 'hot',
        notes: '  Wants a pilot in Q1.  ',
        interests: ['Video interviews', 'ATS integration'],
        capturedBy: 'Sam',
        marketingConsent: true,
      });
      expect(res.status).toBe(201);
      const dorothy = (await adminList()).find((l) => l.email === 'dorothy@nasa.example')!;
      expect(dorothy).toMatchObject({
        rating: 'hot',
        notes: 'Wants a pilot in Q1.',
        interests: ['Video interviews', 'ATS integration'],
        capturedBy: 'Sam',
        marketingConsent: true,
        marketingConsentVersion: MARKETING_CONSENT_VERSION,
      });
      expect(Date.parse(dorothy.marketingConsentAt!)).toBeGreaterThanOrEqual(before - 5_000);
      const csv = await (
        await server.fetch('/api/admin/leads?format=csv', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).text();
      expect(csv).toContain(
        `dorothy@nasa.example,Dorothy,Vaughan,,,Conference,,hot,Wants a pilot in Q1.,Video interviews; ATS integration,Sam,yes,${MARKETING_CONSENT_VERSION},`,
      );

      // A later submission without those fields keeps them; an unticked box is recorded as a withdrawal.
      await post({ firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@nasa.example', marketingConsent: false });
      const again = (await adminList()).find((l) => l.email === 'dorothy@nasa.example')!;
      expect(again).toMatchObject({ rating: 'hot', capturedBy: 'Sam', marketingConsent: false });
      expect(again.interests).toEqual(['Video interviews', 'ATS integration']);
    });

    it('refuses bad qualification fields and stores nothing', async () => {
      const base = { firstName: 'Bad', lastName: 'Input', email: 'bad-qual@example.com' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ rating: 'lukewarm' }, 'rating'],
        [{ notes: 'n'.repeat(2_001) }, 'notes'],
        [{ interests: ['A', 'A'] }, 'interests'],
        [{ interests: Array.from({ length: 21 }, (_, i) => `I${i}`) }, 'interests'],
        [{ interests: ['x'.repeat(61)] }, 'interests.0'],
        [{ capturedBy: 'c'.repeat(51) }, 'capturedBy'],
        [{ marketingConsent: 'yes' }, 'marketingConsent'],
      ];
      for (const [extra, field] of cases) {
        const res = await post({ ...base, ...extra });
        expect(res.status, field).toBe(400);
        expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
      }
      expect((await adminList()).some((l) => l.email === 'bad-qual@example.com')).toBe(false);
    });

    it('PATCH qualifies a captured lead once per Idempotency-Key; an unknown e-mail is a 404 that stores nothing', async () => {
      const patch = (body: unknown, headers: Record<string, string> = {}) =>
        server.fetch('/api/leads', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KIOSK_TOKEN}`, ...headers },
          body: JSON.stringify(body),
        });
      const update = { email: 'KATHERINE@nasa.example', rating: 'warm', notes: 'Call back Monday' };
      const key = { 'Idempotency-Key': 'lead-update-kj-0001' };
      const early = await patch(update, key);
      expect(early.status).toBe(404);
      expect(((await early.json()) as { code: string }).code).toBe('lead_not_found');

      await post({ firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@nasa.example' });
      const first = await patch(update, key);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ status: 'updated' });
      const stored = (await adminList()).find((l) => l.email === 'katherine@nasa.example')!;
      expect(stored).toMatchObject({ rating: 'warm', notes: 'Call back Monday', interests: [] });

      // Another update changes it; a replay of the first key then changes nothing back.
      expect((await patch({ email: 'katherine@nasa.example', rating: 'cold' })).status).toBe(200);
      const replay = await patch(update, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await adminList()).find((l) => l.email === 'katherine@nasa.example')!.rating).toBe('cold');
      expect((await patch({ ...update, notes: 'other' }, key)).status).toBe(422);

      expect((await patch({ email: 'katherine@nasa.example' })).status).toBe(400);
      expect((await patch({ email: 'katherine@nasa.example', rating: 'boiling' })).status).toBe(400);
      expect((await patch({ email: 'nope', rating: 'hot' })).status).toBe(400);
    });

    it('PATCH needs the kiosk token: 401 without it or with a wrong one, and the lead keeps its rating', async () => {
      await post({ firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@nasa.example' });
      const target = { apiUrl: server.baseUrl, apiToken: KIOSK_TOKEN };
      const rate = (rating: string, apiToken: string | undefined, key: string) =>
        sendLeadUpdate({ ...target, apiToken }, { email: 'dorothy@nasa.example', rating, notes: rating }, key);

      expect(await rate('hot', KIOSK_TOKEN, 'lead-update-dv-0001')).toEqual({
        status: 200,
        body: { status: 'updated' },
      });
      for (const [token, key] of [
        [undefined, 'lead-update-dv-0002'],
        ['wrong-kiosk-token-0123456789', 'lead-update-dv-0003'],
        [ADMIN_TOKEN, 'lead-update-dv-0004'],
      ] as const) {
        const refused = await rate('cold', token, key);
        expect(refused, String(token)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
      }
      const raw = await server.fetch('/api/leads', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' },
        body: JSON.stringify({ email: 'dorothy@nasa.example', rating: 'cold' }),
      });
      expect(raw.status).toBe(401);
      expect(raw.headers.get('www-authenticate')).toBe('Bearer');
      expect((await adminList()).find((l) => l.email === 'dorothy@nasa.example')).toMatchObject({
        rating: 'hot',
        notes: 'hot',
      });
      // The page's arguments are checked before anything is sent.
      expect(
        await sendLeadUpdate(target, { email: 'dorothy@nasa.example', rating: 'boiling' }, 'k-000001'),
      ).toMatchObject({
        status: 400,
      });
      expect(
        await sendLeadUpdate({ apiUrl: 'http://127.0.0.1:1' }, { email: 'a@b.example', rating: 'hot' }, 'k-000002'),
      ).toEqual({
        status: 0,
        body: null,
      });
    });

    it('keeps idempotency keys (nothing deletes them on use)', async () => {
      const lead = { firstName: 'Mary', lastName: 'Jackson', email: 'mary@nasa.example' };
      await post(lead, { 'Idempotency-Key': 'lead-mary-00000001' });
      const stored = await server.database.db
        .selectFrom('idempotency_keys')
        .select(['scope', 'status_code'])
        .where('key', '=', 'lead-mary-00000001')
        .executeTakeFirst();
      expect(stored).toEqual({ scope: 'leads', status_code: 201 });
    });
  },
  { ADMIN_TOKEN, KIOSK_TOKEN },
);

describeWithServer(
  'GET /api/admin/leads',
  (server) => {
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

    it('needs the operator token', async () => {
      expect((await server.fetch('/api/admin/leads')).status).toBe(401);
      expect(
        (await server.fetch('/api/admin/leads', { headers: { Authorization: 'Bearer wrong-token-123456' } })).status,
      ).toBe(401);
    });

    it('exports JSON and CSV, with formulas defused and quotes escaped', async () => {
      for (const lead of [
        {
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          company: '=HYPERLINK("x")',
          event: 'Expo, Hall "B"',
        },
        { firstName: 'Bo', lastName: 'Ng', email: 'bo@example.com', source: 'Website' },
      ]) {
        const res = await server.fetch('/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(lead),
        });
        expect(res.status).toBe(201);
      }
      const json = await server.fetch('/api/admin/leads?format=json', { headers: auth });
      expect(json.headers.get('cache-control')).toBe('no-store');
      const list = (await json.json()) as LeadDto[];
      expect(list.map((l) => [l.email, l.source])).toEqual([
        ['ann@example.com', 'Conference'],
        ['bo@example.com', 'Website'],
      ]);
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          'capturedBy',
          'company',
          'createdAt',
          'email',
          'event',
          'firstName',
          'interests',
          'lastName',
          'marketingConsent',
          'marketingConsentAt',
          'marketingConsentVersion',
          'notes',
          'phone',
          'rating',
          'source',
          'updatedAt',
        ].sort(),
      );

      const csv = await server.fetch('/api/admin/leads?format=csv', { headers: auth });
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = (await csv.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Email,First name,Last name,Phone,Company,Source,Event,Rating,Notes,Interests,Captured by,Marketing consent,Consent version,Consent time,Created,Updated',
      );
      expect(lines[1]).toMatch(/^ann@example\.com,Ann,Lee,,"'=HYPERLINK\(""x""\)",Conference,"Expo, Hall ""B""",/);
      expect(lines).toHaveLength(3);
      expect((await server.fetch('/api/admin/leads?format=xml', { headers: auth })).status).toBe(400);
    });
  },
  { ADMIN_TOKEN },
);

describeWithServer('GET /api/admin/leads without ADMIN_TOKEN, PATCH /api/leads without KIOSK_TOKEN', (server) => {
  it('do not exist', async () => {
    expect((await server.fetch('/api/admin/leads')).status).toBe(404);
    await server.fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Mary', lastName: 'Jackson', email: 'mary.off@nasa.example' }),
    });
    const answer = await sendLeadUpdate(
      { apiUrl: server.baseUrl, apiToken: KIOSK_TOKEN },
      { email: 'mary.off@nasa.example', rating: 'hot' },
      'lead-update-off-0001',
    );
    expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const [stored] = await server.database.db
      .selectFrom('leads')
      .select('rating')
      .where('email', '=', 'mary.off@nasa.example')
      .execute();
    expect(stored).toEqual({ rating: null });
  });
});
