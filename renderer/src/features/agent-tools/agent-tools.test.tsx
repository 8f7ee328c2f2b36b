// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/contract';
import type { AgentItemList, Freshness, WebToolRow } from '../../../../shared/model/agents';
import { initI18n, isolate } from '../../i18n';
import { resetStudioStore, useStudioStore } from '../../store';
import { createFakeTransport } from '../../testing/fake-transport';
import { connectTransport, disconnectTransport } from '../../transport';
import AgentToolsScreen from './AgentToolsScreen';
import { planColumn } from './matrix-actions';

const agent = { id: 'a1', name: 'Sales Assistant' };
const tool: WebToolRow = {
  id: 't1',
  persistentId: 'p1',
  version: '1',
  name: 'send_sms',
  type: 'FUNCTION',
  isActive: true,
  async: false,
  description: '',
  serverUrl: 'https://sms.example.com',
  methodType: 'POST',
  timeoutMs: 5000,
  authToken: { masked: '••••••••c0', secretField: 'authToken' },
  headers: [],
  pathParameters: [],
  params: [],
  messages: [],
  activeForAgent: false,
};
const page = (freshness: Freshness): AgentItemList<WebToolRow> => ({
  items: [tool],
  total: 1,
  filtered: 1,
  page: 1,
  pageSize: 10,
  freshness,
});

function fakeStudio(freshness: Freshness) {
  const fake = createFakeTransport();
  fake.handle('agents.list', () => ok({ agents: [agent], selectedAgentId: agent.id, freshness }));
  fake.handle('webTools.list', () => ok(page(freshness)));
  connectTransport(fake.transport);
  return fake;
}

beforeEach(() => initI18n('en'));
afterEach(() => {
  cleanup();
  resetStudioStore();
  disconnectTransport();
});

describe('the agent-tools screen', () => {
  it('sets a switch at once and puts it back with a message when the service refuses', async () => {
    const fake = fakeStudio({ source: 'service', savedAt: '2026-01-01T00:00:00Z' });
    fake.handle('webTools.setActive', () => fail('SERVER', 'boom', { status: 500 }));
    render(<AgentToolsScreen />);
    const toggle = await screen.findByRole('switch', { name: `${isolate('send_sms')} for ${isolate('Sales Assistant')}` });
    await act(async () => toggle.click());
    expect((await screen.findByRole('alert')).textContent).toContain('could not be switched');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(fake.calls.some((c) => c.name === 'webTools.setActive')).toBe(true);
    // Kept as a key with its values, so switching the language re-translates the message shown.
    await act(async () => initI18n('ar'));
    expect(screen.getByRole('alert').textContent).toContain(`تعذّر تبديل «${isolate('send_sms')}»`);
  });

  it('shows saved data offline with the time, and disables switches rather than faking them', async () => {
    fakeStudio({ source: 'cache', savedAt: '2026-01-01T09:30:00Z', offlineReason: 'NETWORK' });
    render(<AgentToolsScreen />);
    expect((await screen.findByTestId('agent-offline')).textContent).toContain('Offline — showing saved data from');
    expect(
      (await screen.findByRole('switch', { name: `${isolate('send_sms')} for ${isolate('Sales Assistant')}` })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: `Delete ${isolate('send_sms')}` }).hasAttribute('disabled')).toBe(true);
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('agent-offline').textContent).not.toContain('Offline');
    expect(screen.getByTestId('agent-offline').textContent).toContain('غير متصل');
  });

  it('says how many items of the page could not be read, in both languages', async () => {
    const fake = fakeStudio({ source: 'service', savedAt: '2026-01-01T00:00:00Z' });
    fake.handle('webTools.list', () => ok({ ...page({ source: 'service', savedAt: '2026-01-01T00:00:00Z' }), dropped: 2 }));
    render(<AgentToolsScreen />);
    expect((await screen.findByTestId('web-tools-unreadable')).textContent).toBe('2 items could not be read and are not shown.');
    await act(async () => initI18n('ar'));
    expect(screen.getByTestId('web-tools-unreadable').textContent).toBe('تعذّرت قراءة عنصرين فلم يُعرضا.');
  });

  it("never puts a masked secret's real value in the page", async () => {
    fakeStudio({ source: 'service', savedAt: null });
    render(<AgentToolsScreen />);
    await waitFor(() => expect(screen.getAllByTestId('web-tool-row')).toHaveLength(1));
    expect(document.body.innerHTML).not.toContain('sms_AC');
  });
});

describe('bulk plans', () => {
  it('counts the cells that change and those already in the wanted state', () => {
    useStudioStore.setState((s) => ({
      agentTools: {
        ...s.agentTools,
        matrix: {
          ...s.agentTools.matrix,
          data: {
            agents: [agent],
            rows: ['k1', 'k2', 'k3'].map((key) => ({
              kind: 'knowledgeBase' as const,
              key,
              itemId: key,
              name: key,
              detail: 'TEXT',
              activeFor: [],
            })),
            freshness: { source: 'service', savedAt: null },
          },
          cells: {
            'knowledgeBase:k1': { a1: { on: true } },
            'knowledgeBase:k2': { a1: { on: false } },
            'knowledgeBase:k3': { a1: { on: false } },
          },
        },
      },
    }));
    const plan = planColumn('a1', true)!;
    expect(plan.changes.map((c) => c.key)).toEqual(['k2', 'k3']);
    expect(plan.already).toBe(1);
    expect(plan.subject).toBe('Sales Assistant');
  });
});
