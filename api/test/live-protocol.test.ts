// Unit tests of the hub's framing: records end with 0x1E, a frame may hold several or part of one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  RS,
  RecordReader,
  checkHandshake,
  closeFrame,
  frame,
  notifyFrame,
  parseRecord,
} from '../src/live/protocol.js';

test('one frame with several records yields them all, in order', () => {
  const r = new RecordReader();
  const out = r.push(
    `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"target":"X","arguments":[]}${RS}`,
  );
  assert.deepEqual(out, [
    '{"protocol":"json","version":1}',
    '{"type":6}',
    '{"type":1,"target":"X","arguments":[]}',
  ]);
  assert.equal(r.pendingLength, 0);
});

test('a record cut across frames is held until its separator arrives', () => {
  const r = new RecordReader();
  assert.deepEqual(r.push('{"type"'), []);
  assert.equal(r.pendingLength, 7);
  assert.deepEqual(r.push(`:6}${RS}{"ty`), ['{"type":6}']);
  assert.deepEqual(r.push(`pe":7}${RS}`), ['{"type":7}']);
  assert.equal(r.pendingLength, 0);
});

test('empty records between separators are skipped', () => {
  assert.deepEqual(new RecordReader().push(`${RS}${RS}{"type":6}${RS}`), ['{"type":6}']);
});

test('parseRecord accepts objects only', () => {
  assert.deepEqual(parseRecord('{"type":6}'), { type: 6 });
  assert.equal(parseRecord('[1]'), null);
  assert.equal(parseRecord('6'), null);
  assert.equal(parseRecord('{oops'), null);
});

test('handshake: json up to version 2 only', () => {
  assert.equal(checkHandshake({ protocol: 'json', version: 1 }), null);
  assert.equal(checkHandshake({ protocol: 'json', version: 2 }), null);
  assert.match(String(checkHandshake({ protocol: 'json', version: 3 })), /version 3/);
  assert.match(String(checkHandshake({ protocol: 'messagepack', version: 1 })), /not supported/);
  assert.match(String(checkHandshake(null)), /Invalid/);
});

test('written frames end with the separator and carry the documented records', () => {
  assert.equal(frame({}), `{}${RS}`);
  assert.equal(closeFrame('Unauthorized'), `{"type":7,"error":"Unauthorized"}${RS}`);
  assert.equal(
    closeFrame('Server is restarting', true),
    `{"type":7,"error":"Server is restarting","allowReconnect":true}${RS}`,
  );
  assert.deepEqual(JSON.parse(notifyFrame('Notification', { id: 1 }).slice(0, -1)), {
    type: 1,
    target: 'NotifyMessage',
    arguments: ['Notification', { id: 1 }],
  });
});
