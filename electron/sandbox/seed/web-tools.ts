import type { WebToolRecord } from '../state/types';
import { seedDate, type SeededRandom } from './rng';

interface ToolSpec {
  name: string;
  type: WebToolRecord['type'];
  description: string;
  versions: number;
  serverUrl: string;
  methodType: WebToolRecord['toolSettings']['methodType'];
  /** Secrets: the app must never display them in full. */
  authToken: string | null;
  authorizationHeader: string | null;
  params: WebToolRecord['params'];
  async?: boolean;
}

const tools: ToolSpec[] = [
  {
    name: 'get_order_status',
    type: 'FUNCTION',
    versions: 3,
    methodType: 'GET',
    description: 'Looks up an order by its number and returns its delivery status.',
    serverUrl: 'https://orders.example.com/api/orders/{orderId}',
    authToken: 'sk_live_51HxSandboxOrderToken9f8e7d6c5b4a',
    authorizationHeader: 'Bearer eyJhbGciOiJIUzI1NiJ9.sandbox-orders.c2lnbmF0dXJl',
    params: { orderId: { type: 'string', description: 'Order number, e.g. 10045' } },
  },
  {
    name: 'book_appointment',
    type: 'FUNCTION',
    versions: 2,
    methodType: 'POST',
    description: 'يحجز موعدًا في العيادة في التاريخ والوقت المطلوبين.',
    serverUrl: 'https://clinic.example.com/api/appointments',
    authToken: 'clinic_tok_0b1c2d3e4f5a6b7c8d9e',
    authorizationHeader: null,
    params: {
      date: { type: 'string', description: 'ISO date' },
      time: { type: 'string', description: 'HH:mm' },
      patientName: { type: 'string', description: 'Full name' },
    },
  },
  {
    name: 'check_balance',
    type: 'FUNCTION',
    versions: 1,
    methodType: 'GET',
    description: "Returns the balance of the caller's account.",
    serverUrl: 'https://bank.example.com/v1/accounts/{accountId}/balance',
    authToken: null,
    authorizationHeader: 'Bearer bank-sandbox-7f6e5d4c3b2a19080706',
    params: { accountId: { type: 'string', description: 'Account identifier' } },
  },
  {
    name: 'weather_lookup',
    type: 'FUNCTION',
    versions: 1,
    methodType: 'GET',
    async: true,
    description: 'الطقس الحالي في مدينة.',
    serverUrl: 'https://weather.example.com/current',
    authToken: null,
    authorizationHeader: null,
    params: { city: { type: 'string', description: 'City name in Arabic or English' } },
  },
  {
    name: 'crm_mcp',
    type: 'MCP',
    versions: 2,
    methodType: 'POST',
    description: 'CRM tools over MCP: find contact, log call, create ticket.',
    serverUrl: 'https://mcp.crm.example.com/sse',
    authToken: 'mcp_crm_live_3a4b5c6d7e8f9a0b1c2d',
    authorizationHeader: 'Bearer mcp-crm-5e4d3c2b1a',
    params: {},
  },
  {
    name: 'calendar_mcp',
    type: 'MCP',
    versions: 1,
    methodType: 'POST',
    description: 'Calendar availability and booking over MCP.',
    serverUrl: 'https://mcp.calendar.example.com/mcp',
    authToken: 'cal_mcp_9z8y7x6w5v4u3t2s1r0q',
    authorizationHeader: null,
    params: {},
  },
  {
    name: 'knowledge_search',
    type: 'MCP',
    versions: 1,
    methodType: 'POST',
    description: 'بحث في قاعدة المعرفة الداخلية عبر MCP.',
    serverUrl: 'https://mcp.kb.example.com/mcp',
    authToken: null,
    authorizationHeader: 'Bearer kb-sandbox-0011223344556677',
    params: {},
  },
  {
    name: 'send_sms',
    type: 'FUNCTION',
    versions: 1,
    methodType: 'POST',
    description: 'Sends a confirmation SMS to the caller.',
    serverUrl: 'https://sms.example.com/v2/messages',
    authToken: 'sms_AC5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0',
    authorizationHeader: 'Basic c2FuZGJveDpzZWNyZXQ=',
    params: { to: { type: 'string', description: 'E.164 phone number' }, body: { type: 'string', description: 'Message text' } },
  },
];

/** Every version is its own row with its own `id`; versions of one tool share `persistentId`. */
export function seedWebTools(random: SeededRandom, projectId: string, userId: string): WebToolRecord[] {
  const rows: WebToolRecord[] = [];
  tools.forEach((tool, toolIndex) => {
    const persistentId = random.uuid();
    const collectionId = tool.type === 'MCP' ? random.uuid() : null;
    for (let version = 1; version <= tool.versions; version += 1) {
      rows.push({
        id: random.uuid(),
        persistentId,
        version,
        name: tool.name,
        type: tool.type,
        userId,
        projectId,
        async: tool.async ?? false,
        description: version === 1 ? tool.description : `${tool.description} (v${version})`,
        collectionId,
        toolSettings: {
          serverUrl: tool.serverUrl,
          httpHeaders: tool.authorizationHeader
            ? { Authorization: tool.authorizationHeader, 'Content-Type': 'application/json' }
            : { 'Content-Type': 'application/json' },
          pathParameters: Object.fromEntries([...tool.serverUrl.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, `{{${m[1]!}}}`])),
          timeout: 5_000 + version * 1_000,
          authToken: tool.authToken,
          methodType: tool.methodType,
        },
        params: tool.params,
        messages: [
          {
            type: 'request-start',
            content: tool.description.match(/[\u0600-\u06FF]/) ? 'لحظة من فضلك، أتحقق من ذلك.' : 'One moment, let me check that.',
          },
          { type: 'request-failed', content: 'Sorry, I could not complete that right now.' },
        ],
        createdAt: seedDate(20 + toolIndex * 6 + version, 30),
      });
    }
  });
  return rows;
}
