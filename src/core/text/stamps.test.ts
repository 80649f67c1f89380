import { describe, expect, it } from 'vitest';
import { isLog, message, readChat } from './stamps';
import { claim } from './claims';

describe('chat export stamps', () => {
  const chat = [
    'Dani — 08/09/2027 21:47',
    'nas is at 91% again',
    'Sam — 08/09/2027 22:02',
    "I've cut the restic keep-within to 21d for now",
  ];

  it("knows a header by a name no dictionary holds, and the chat's other people by their headers beside it", () => {
    expect(readChat(chat).names).toEqual(new Set(['Dani', 'Sam']));
    expect(isLog(chat)).toBe(true);
    expect(message('Sam — 08/09/2027 22:02', true, readChat(chat))).toBe('');
    // "Sam" is also a word: alone, its line is no header.
    expect(message('Sam — 08/09/2027 22:02', true)).toBe('Sam — 08/09/2027 22:02');
  });

  it('reads a schedule of ordinary words and times as the lines it is', () => {
    const schedule = ['Dentist — 12/05/2027 9:30', 'Haircut — 14/05/2027 10:00'];
    expect(readChat(schedule).names.size).toBe(0);
    expect(isLog(schedule)).toBe(false);
  });

  it("reads a chat's messages, not its headers, as claims", () => {
    const slots = claim(chat.join('\n')).slots.map((s) => `${s.attribute.join(' ')}=${s.value.text}`);
    expect(slots).toContain('restic keep within=21d');
    expect(slots.some((s) => s.includes('Sam') || s.includes('Dani'))).toBe(false);
  });
});
