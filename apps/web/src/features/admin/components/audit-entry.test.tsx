import type { AuditEntry } from '@sokoni/contracts/admin';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditEntryRow } from './audit-entry.tsx';

afterEach(cleanup);

const ID = '3f2a9c1d-0000-4000-8000-000000000000';
function entryOf(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'a1',
    _id: 'a1',
    action: 'hide_product',
    targetType: 'product',
    targetId: ID,
    target: { label: 'Woven Basket', exists: true, page: { type: 'product', id: ID } },
    detail: 'Counterfeit',
    createdAt: new Date().toISOString(),
    admin: { id: 'u0', displayName: 'Console Admin' },
    ...overrides,
  };
}
const renderRow = (entry: AuditEntry) => render(<ul><AuditEntryRow entry={entry} /></ul>).container.querySelector('li')!;

describe('an audit log row', () => {
  it("names the target and links it to its page, in a new tab", () => {
    const row = renderRow(entryOf({}));
    expect(row.querySelector('p')?.textContent).toBe('Console Admin hid the product Woven BasketCounterfeit');
    const link = screen.getByRole('link', { name: 'Woven Basket' });
    expect(link.getAttribute('href')).toBe(`/products/${ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("links a report to what it is about, and a shop to the shop's page", () => {
    renderRow(entryOf({ action: 'resolve_report', targetType: 'report', target: { label: '"Copies" on shop "Thandi Crafts"', exists: true, page: { type: 'shop', id: 's1' } } }));
    expect(screen.getByRole('link', { name: '"Copies" on shop "Thandi Crafts"' }).getAttribute('href')).toBe('/shops/s1');
  });

  it('names a person without a link, and a gone target by its short id', () => {
    const person = renderRow(entryOf({ action: 'suspend_user', targetType: 'user', target: { label: 'Thandi Dlamini (+26876123456)', exists: true, page: null }, detail: null, admin: null }));
    expect(person.querySelector('p')?.textContent).toBe('A deleted admin suspended Thandi Dlamini (+26876123456)');
    cleanup();
    const gone = renderRow(entryOf({ target: { label: ID, exists: false, page: null } }));
    expect(gone.textContent).toContain('hid the product 3f2a9c1d (no longer exists)');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
