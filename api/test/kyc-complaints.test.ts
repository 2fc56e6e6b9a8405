// KYC and complaints (issue 32, items 3 and 7): uploads checked by content and cleaned, reviewed by
// operators once, withdrawals past the running-total threshold waiting for approval (counted in the
// wallet's lock, so parallel withdrawals cannot slip past it), and complaints with a reference,
// rate-limited, answered and closed by operators.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { consoleClient, hidden, type RequestInit } from './console-client.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, operatorToken, withdraw } from './money-helpers.js';

let api: Running;
let base: string;
let op: string;

before(async () => {
  api = await startApi(undefined, {
    KYC_WITHDRAW_THRESHOLD: '100',
    KYC_MAX_UPLOAD_BYTES: String(1024 * 1024),
    COMPLAINTS_PER_DAY: '3',
  });
  base = api.base;
  op = await operatorToken(base);
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

async function upload(token: string, kind: string, body: Uint8Array | string, type = 'image/jpeg') {
  const res = await fetch(`${base}/api/kyc/documents?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-locale': 'en' },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  const json = (await res.json()) as { message: string; data: { id: number } | null };
  return { status: res.status, ...json };
}

const photo = (format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .withExif({ IFD0: { Artist: 'secret-gps-owner' } })
    .toFormat(format)
    .toBuffer();

/** A small well-formed PDF whose page content is `content` (stored or deflated). */
function pdf(content = 'BT /F1 12 Tf 72 712 Td (Passport) Tj ET', extra = '', deflate = false): Buffer {
  const stream = deflate ? deflateSync(content) : Buffer.from(content, 'latin1');
  const parts = [
    '%PDF-1.4\n',
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj\n',
    `4 0 obj << /Length ${stream.length}${deflate ? ' /Filter /FlateDecode' : ''} >> stream\n`,
  ];
  const head = Buffer.from(parts.join(''), 'latin1');
  const tail = Buffer.from('\nendstream endobj\nxref\n0 5\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n');
  return Buffer.concat([head, stream, tail]);
}

/** A PNG whose header claims `width`×`height` (a decompression bomb's shape). */
async function hugePng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo('png', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

test('uploads are checked by content: scripts, markup, SVG, polyglots, bombs and oversize files are refused', async () => {
  const p = await register(base);
  const refused = async (body: Uint8Array | string, status: number, message: RegExp, type?: string) => {
    const r = await upload(p.token, 'identity', body, type);
    assert.equal(r.status, status, `${r.status} ${r.message}`);
    assert.match(r.message, message);
  };
  await refused('<?php system($_GET["c"]); ?>', 415, /not a JPEG, PNG or WebP picture or a PDF/);
  await refused('<html><script>alert(1)</script></html>', 415, /not a JPEG/);
  await refused(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    415,
    /not a JPEG/,
    'image/svg+xml',
  );
  await refused(
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>x</script>')]),
    415,
    /could not be read/,
  );
  await refused(await hugePng(100_000, 100_000), 415, /too large \(more than 40 megapixels\)/);
  await refused(Buffer.alloc(1024 * 1024 + 10, 0xff), 413, /larger than 1 MB/);
  await refused(
    pdf(undefined, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    415,
    /scripts, attachments or forms/,
  );
  await refused(pdf(undefined, '/OpenAction << /S /J#61vaScript /J#53 (x) >>'), 415, /scripts/);
  await refused(pdf('<< /S /Launch /F (cmd.exe) >>', '', true), 415, /scripts/);
  await refused(pdf().subarray(0, 200), 415, /damaged or incomplete/);
  await refused('', 400, /empty/);
  const status = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.deepEqual([status.data.status, status.data.documents.length], ['not_started', 0]);
});

test('an image is re-encoded without its metadata or what was appended to it; a PDF is served only as a download', async () => {
  const p = await register(base);
  const polyglot = Buffer.concat([
    await photo('png'),
    Buffer.from('<?php echo "owned"; ?><script>alert(1)</script>'),
  ]);
  const img = await upload(p.token, 'identity', polyglot, 'application/octet-stream');
  assert.equal(img.status, 200, img.message);
  const file = await fetch(`${base}/api/kyc/documents/${img.data!.id}/file`, {
    headers: { authorization: `Bearer ${p.token}` },
  });
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), 'image/jpeg');
  assert.match(
    file.headers.get('content-disposition') ?? '',
    /^attachment; filename="kyc-identity-\d+\.jpg"$/,
  );
  assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(file.headers.get('content-security-policy'), "default-src 'none'; sandbox");
  const bytes = Buffer.from(await file.arrayBuffer());
  assert.equal((await sharp(bytes).metadata()).format, 'jpeg');
  assert.equal((await sharp(bytes).metadata()).exif, undefined, 'metadata stripped');
  assert.ok(!bytes.includes('owned') && !bytes.includes('script') && !bytes.includes('secret-gps-owner'));

  const doc = await upload(p.token, 'address', pdf(), 'application/pdf');
  assert.equal(doc.status, 200, doc.message);
  const again = await upload(p.token, 'address', pdf());
  assert.equal(again.status, 409, 'one document of a kind waits at a time');
  const got = await fetch(`${base}/api/kyc/documents/${doc.data!.id}/file`, {
    headers: { authorization: `Bearer ${p.token}` },
  });
  assert.match(got.headers.get('content-disposition') ?? '', /^attachment; .*\.pdf"$/);

  const other = await register(base);
  const forged = await fetch(`${base}/api/kyc/documents/${doc.data!.id}/file`, {
    headers: { authorization: `Bearer ${other.token}` },
  });
  assert.equal(forged.status, 404, "another player's document is not found");
  assert.equal((await fetch(`${base}/api/kyc/documents/${doc.data!.id}/file`)).status, 401);
  const st = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.equal(st.data.status, 'pending');
});

test('operators decide a document once (a replay gets 409), audited; the player is told and sees the status', async () => {
  const p = await register(base);
  const id = (await upload(p.token, 'identity', await photo('webp'))).data!.id;
  const addr = (await upload(p.token, 'address', await photo())).data!.id;
  const queue = await call(base, 'GET', 'operator/kyc', { token: op });
  assert.ok(
    queue.data.some((d: { id: number; username: string }) => d.id === id && d.username === p.username),
  );
  assert.equal((await call(base, 'GET', 'operator/kyc', { token: p.token })).status, 401);

  const noReason = await call(base, 'POST', 'operator/kyc/decide', {
    token: op,
    body: { id, decision: 'reject' },
  });
  assert.equal(noReason.status, 400);
  const decisions = await Promise.all(
    Array.from({ length: 4 }, () =>
      call(base, 'POST', 'operator/kyc/decide', {
        token: op,
        body: { id, decision: 'reject', reason: 'The photo is blurred' },
      }),
    ),
  );
  assert.deepEqual(decisions.map((d) => d.status).sort(), [200, 409, 409, 409]);
  const replay = await call(base, 'POST', 'operator/kyc/decide', {
    token: op,
    body: { id, decision: 'approve' },
  });
  assert.equal(replay.status, 409);
  const audit = await call(base, 'GET', 'operator/audit', { token: op });
  assert.equal(audit.data.filter((a: { target: string }) => a.target === `kyc:${id}`).length, 1);
  let st = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.equal(st.data.status, 'pending', 'the address document still waits');
  assert.equal(
    (await call(base, 'POST', 'operator/kyc/decide', { token: op, body: { id: addr, decision: 'approve' } }))
      .status,
    200,
  );
  st = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.deepEqual([st.data.status, st.data.reason], ['rejected', 'The photo is blurred']);
  const notes = await call(base, 'POST', 'customer/notification', {
    token: p.token,
    body: { skip: 0, take: 10 },
  });
  assert.match(JSON.stringify(notes.data), /was rejected: The photo is blurred/);
  assert.match(JSON.stringify(notes.data), /was approved/);

  const second = (await upload(p.token, 'identity', await photo())).data!.id;
  await call(base, 'POST', 'operator/kyc/decide', { token: op, body: { id: second, decision: 'approve' } });
  st = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.equal(st.data.status, 'approved');
  assert.match(st.data.expiresAt, /^\d{4}-\d\d-\d\dT/);
  // An approval that ran out: expired, and withdrawals past the threshold wait again.
  await api.built.deps.db.query(
    "UPDATE kyc_documents SET expires_at = now() - interval '1 day' WHERE id = $1",
    [second],
  );
  st = await call(base, 'GET', 'kyc/status', { token: p.token });
  assert.equal(st.data.status, 'expired');
});

test('withdrawals past the running total wait for approved KYC, counted one at a time when sent together', async () => {
  const p = await register(base);
  await depositConfirmed(base, p.token, 300);
  assert.equal((await withdraw(base, p.token, 60)).status, 200, 'under the threshold');
  const over = await withdraw(base, p.token, 50);
  assert.equal(over.status, 422);
  assert.match(over.message, /Withdrawals over ₺100\.00 in total need a verified identity/);
  assert.deepEqual(over.data, { kyc: 'not_started' });
  const tr = await call(base, 'POST', 'payment/withdraw', {
    token: p.token,
    locale: 'tr',
    body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 50 } },
  });
  assert.match(tr.message, /kimliğinizin doğrulanması gerekir/);

  const q = await register(base);
  await depositConfirmed(base, q.token, 300);
  const all = await Promise.all(Array.from({ length: 6 }, () => withdraw(base, q.token, 50)));
  assert.deepEqual(all.map((r) => r.status).sort(), [200, 200, 422, 422, 422, 422]);
  const st = await call(base, 'GET', 'kyc/status', { token: q.token });
  assert.deepEqual([st.data.withdrawnTotal, st.data.withdrawThreshold], [100, 100]);

  for (const kind of ['identity', 'address']) {
    const id = (await upload(q.token, kind, await photo())).data!.id;
    await call(base, 'POST', 'operator/kyc/decide', { token: op, body: { id, decision: 'approve' } });
  }
  assert.equal((await withdraw(base, q.token, 100)).status, 200, 'verified: no threshold');
});

test('complaints: a reference and a status, only the owner sees them, rate-limited, answered and closed by operators', async () => {
  const p = await register(base);
  const bad = await call(base, 'POST', 'complaints/create', {
    token: p.token,
    body: { category: 'game', text: 'short' },
  });
  assert.equal(bad.status, 400);
  const weird = await call(base, 'POST', 'complaints/create', {
    token: p.token,
    body: { category: 'game', text: 'My round vanished from the history', related: '<script>' },
  });
  assert.equal(weird.status, 400);
  const filed = await call(base, 'POST', 'complaints/create', {
    token: p.token,
    body: { category: 'withdrawal', text: 'My withdrawal has been pending for a week.', related: 'tx:123' },
  });
  assert.equal(filed.status, 200, filed.message);
  assert.match(filed.data.reference, /^CMP-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/);
  assert.equal(filed.message, `Complaint received. Your reference number is ${filed.data.reference}`);
  assert.equal(filed.data.status, 'received');

  const list = await call(base, 'GET', 'complaints/list', { token: p.token });
  assert.equal(list.data.items.length, 1);
  assert.equal(list.data.disputeBody.url, 'https://www.ibas-uk.com/');
  const other = await register(base);
  assert.equal((await call(base, 'GET', 'complaints/list', { token: other.token })).data.items.length, 0);

  const id = filed.data.id as number;
  const noAnswer = await call(base, 'POST', 'operator/complaints/answer', {
    token: op,
    body: { id, status: 'answered' },
  });
  assert.equal(noAnswer.status, 400);
  const answered = await call(base, 'POST', 'operator/complaints/answer', {
    token: op,
    body: { id, status: 'answered', answer: 'It was paid today.' },
  });
  assert.equal(answered.status, 200, answered.message);
  const seen = (await call(base, 'GET', 'complaints/list', { token: p.token })).data.items[0];
  assert.deepEqual([seen.status, seen.answer], ['answered', 'It was paid today.']);
  const notes = await call(base, 'POST', 'customer/notification', {
    token: p.token,
    body: { skip: 0, take: 10 },
  });
  assert.match(JSON.stringify(notes.data), new RegExp(`We answered your complaint ${filed.data.reference}`));
  await call(base, 'POST', 'operator/complaints/answer', {
    token: op,
    body: { id, status: 'closed', answer: '' },
  });
  const after = await call(base, 'POST', 'operator/complaints/answer', {
    token: op,
    body: { id, status: 'in_review' },
  });
  assert.equal(after.status, 409, 'a closed complaint changes no more');
  const audit = await call(base, 'GET', 'operator/audit', { token: op });
  assert.equal(audit.data.filter((a: { target: string }) => a.target === `complaint:${id}`).length, 2);

  const more = await Promise.all(
    Array.from({ length: 4 }, () =>
      call(base, 'POST', 'complaints/create', {
        token: p.token,
        body: { category: 'other', text: 'Another complaint about the site.' },
      }),
    ),
  );
  assert.deepEqual(more.map((r) => r.status).sort(), [200, 200, 429, 429], 'three a day');
  assert.equal(
    (
      await call(base, 'POST', 'complaints/create', {
        token: other.token,
        body: { category: 'other', text: 'Another complaint about the site.' },
      })
    ).status,
    200,
    'the limit is per player',
  );
});

// --- The console -----------------------------------------------------------------------------

const page = (url: string, init?: RequestInit) => consoleClient(base).request(url, init);
const consoleLogin = async (lang: 'en' | 'tr' = 'en') => (await consoleClient(base).login({ lang })).cookie;

test('the console reviews KYC documents and answers complaints with plain forms (CSRF, replay 409), in en and tr', async () => {
  const p = await register(base);
  const id = (await upload(p.token, 'identity', await photo())).data!.id;
  const pdfId = (await upload(p.token, 'address', pdf(), 'application/pdf')).data!.id;
  const cookie = await consoleLogin();
  const queue = await page('/operator/kyc', { cookie });
  assert.equal(queue.status, 200);
  assert.match(queue.html, new RegExp(`href="/operator/kyc/${id}">Review #${id}</a>`));
  const review = await page(`/operator/kyc/${id}`, { cookie });
  assert.match(
    review.html,
    new RegExp(`<img src="/operator/kyc/${id}/file" alt="Document #${id}: Identity document"/>`),
  );
  const img = await page(`/operator/kyc/${id}/file`, { cookie });
  assert.equal(img.headers.get('content-type'), 'image/jpeg');
  assert.match(img.headers.get('content-disposition') ?? '', /^inline;/);
  const pdfPage = await page(`/operator/kyc/${pdfId}`, { cookie });
  assert.match(pdfPage.html, /Download the PDF/);
  const pdfFile = await page(`/operator/kyc/${pdfId}/file`, { cookie });
  assert.match(pdfFile.headers.get('content-disposition') ?? '', /^attachment;/, 'a PDF is never inline');
  assert.equal((await page(`/operator/kyc/${pdfId}/file`)).status, 401);

  const csrf = hidden(review.html, 'csrf');
  assert.equal((await page(`/operator/kyc/${id}/approve`, { cookie, form: { csrf: 'x' } })).status, 403);
  const ok = await page(`/operator/kyc/${id}/approve`, { cookie, form: { csrf } });
  assert.equal(ok.location, '/operator/kyc?done=approved');
  const replay = await page(`/operator/kyc/${id}/approve`, { cookie, form: { csrf } });
  assert.equal(replay.status, 409);
  assert.match(replay.html, /not waiting for review/);
  const rejected = await page(`/operator/kyc/${pdfId}/reject`, {
    cookie,
    form: { csrf, reason: 'Older than 3 months' },
  });
  assert.equal(rejected.status, 303);
  assert.equal(
    (await call(base, 'GET', 'kyc/status', { token: p.token })).data.reason,
    'Older than 3 months',
  );

  const filed = await call(base, 'POST', 'complaints/create', {
    token: p.token,
    body: { category: 'game', text: 'The round did not pay what it showed.', related: 'round:77' },
  });
  const list = await page('/operator/complaints', { cookie });
  assert.match(list.html, new RegExp(`${filed.data.reference} · Game or round`));
  const answered = await page(`/operator/complaints/${filed.data.id}`, {
    cookie,
    form: { csrf, status: 'answered', answer: 'We checked the round:\nit paid ₺12.' },
  });
  assert.equal(answered.location, '/operator/complaints?done=1', answered.html.slice(-600));
  const seen = (await call(base, 'GET', 'complaints/list', { token: p.token })).data.items[0];
  assert.deepEqual([seen.status, seen.answer], ['answered', 'We checked the round:\nit paid ₺12.']);
  const tr = await page('/operator/complaints', { cookie: await consoleLogin('tr') });
  assert.match(tr.html, /<h1>Şikâyetler<\/h1>/);
  assert.match(tr.html, /Yanıtlandı/);
});

test('a picture with a megabyte appended after its end is accepted and stored without it', async () => {
  const p = await register(base);
  // A real picture followed by ~1 MB of text after its end: decoders ignore it, re-encoding drops it.
  const big = Buffer.concat([await photo(), Buffer.alloc(1000 * 1000, 'A')]);
  const r = await upload(p.token, 'identity', big, 'image/jpeg');
  assert.equal(r.status, 200, r.message);
  const file = await fetch(`${base}/api/kyc/documents/${r.data!.id}/file`, {
    headers: { authorization: `Bearer ${p.token}` },
  });
  assert.ok((await file.arrayBuffer()).byteLength < 10_000, 'the appended megabyte is gone');
});

test('a withdrawal over the balance says so first: verification is asked only for money the player has', async () => {
  const p = await register(base);
  await depositConfirmed(base, p.token, 100);
  const r = await withdraw(base, p.token, 5000);
  assert.equal(r.status, 422);
  assert.match(r.message, /You can withdraw at most ₺100\.00/);
});
