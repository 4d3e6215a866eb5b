import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COLUMNS,
  IDEMPOTENCY_COLUMNS,
  LEAD_COLUMNS,
  insertSql,
  recordType,
  valuesOf,
} from '../../server/storage/columns.ts';
import { deliveryRow, leadRow } from '../../server/storage/engine.ts';

/** The statements both engines build from one column definition per table (server/storage/columns.ts). */
describe('store column definitions', () => {
  it("SQLite's INSERTs list each definition's columns, one placeholder each", () => {
    expect(insertSql('leads', LEAD_COLUMNS)).toBe(
      'INSERT INTO leads (id, website_id, form, category, subcategory, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    expect(insertSql('idempotency', IDEMPOTENCY_COLUMNS)).toBe(
      'INSERT INTO idempotency (key, body_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?)',
    );
  });

  it("PostgreSQL's batch reads the same columns with their types", () => {
    expect(recordType(LEAD_COLUMNS)).toBe(
      'id text, website_id int, form text, category text, subcategory text, created_at text, updated_at text, data text',
    );
    expect(recordType(DELIVERY_COLUMNS)).toBe(
      'id text, lead_id text, website_id int, event text, channel text, target text, crm int, payload text, status text, attempts int, queued_at bigint, next_at bigint, lease_until bigint, last_error text, sent_at bigint, max_age_ms bigint',
    );
  });

  it('a lead row starts with updated_at at created_at, its data as JSON, in column order', () => {
    const row = leadRow({
      id: 'l1',
      website_id: 102,
      form: 'general-enquiry',
      category: 'General Enquiry',
      subcategory: null,
      created_at: '2026-03-02T01:00:00.000Z',
      data: { message: 'Hi' },
    });
    expect(valuesOf(LEAD_COLUMNS, row)).toEqual([
      'l1',
      102,
      'general-enquiry',
      'General Enquiry',
      null,
      '2026-03-02T01:00:00.000Z',
      '2026-03-02T01:00:00.000Z',
      '{"message":"Hi"}',
    ]);
  });

  it('a held job is due after its hold, with its payload and age limit', () => {
    const p = {
      id: 'j1',
      channel: 'sms',
      target: '0412345678',
      crm: false,
      event: 'created',
      holdMs: 600_000,
    } as const;
    expect(deliveryRow('l1', 102, p, 1_000, { payload: 'Code 123456', maxAgeMs: 300_000 })).toEqual({
      id: 'j1',
      lead_id: 'l1',
      website_id: 102,
      event: 'created',
      channel: 'sms',
      target: '0412345678',
      crm: 0,
      payload: 'Code 123456',
      status: 'queued',
      attempts: 0,
      queued_at: 1_000,
      next_at: 601_000,
      lease_until: null,
      last_error: null,
      sent_at: null,
      max_age_ms: 300_000,
    });
  });
});
