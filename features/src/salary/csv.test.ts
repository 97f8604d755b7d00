import { describe, expect, it } from 'vitest';
import { csvField, salaryCsvBytes, salaryCsvFileName, salaryCsvText } from './csv';
import type { SalaryStatement } from './schemas';

const statement: SalaryStatement = {
  month: '2026-10',
  status: 'closed',
  payDate: '2026-11-25',
  closedAt: '2026-11-01T00:00:00.000Z',
  workerName: '山田 花子',
  lines: [
    { id: 'a', date: '2026-10-03', customerName: '佐藤, 様', course: '90分 "しっかり"', charge: 12345, margin: 35, takeHome: 8020, reservationStatus: 'completed' },
  ],
  adjustments: [
    { id: 'b', kind: 'transport', reason: '交通費', amount: 1200 },
    { id: 'c', kind: 'adjustment', reason: '前月分の\n差額', amount: -500 },
  ],
  workTotal: 8020,
  adjustmentTotal: 700,
  total: 8720,
};

describe('the statement CSV', () => {
  it('starts with the UTF-8 BOM bytes EF BB BF and ends every line with CRLF', () => {
    const bytes = salaryCsvBytes([statement]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF対象月,日付,区分,お客様,コース,料金（円）,手数料率（%）,金額（円）,内容\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // 1 header + 1 work line + 2 adjustments; the quoted line break inside a field does not count
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    const text = salaryCsvText([statement]);
    expect(text).toContain('2026-10,2026-10-03,仕事,"佐藤, 様","90分 ""しっかり""",12345,35,8020,\r\n');
    expect(text).toContain('2026-10,,交通費,,,,,1200,交通費\r\n');
    expect(text).toContain('2026-10,,調整,,,,,-500,"前月分の\n差額"\r\n');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('plain')).toBe('plain');
  });

  it('marks a still-confirmed line of the 見込み month as planned', () => {
    const estimate: SalaryStatement = { ...statement, status: 'estimate', adjustments: [], lines: [{ ...statement.lines[0]!, reservationStatus: 'confirmed' }] };
    expect(salaryCsvText([estimate])).toContain(',仕事（予定）,');
  });

  it('is named 給与明細_<month or year>.csv', () => {
    expect(salaryCsvFileName('2026-10')).toBe('給与明細_2026-10.csv');
    expect(salaryCsvFileName('2026')).toBe('給与明細_2026.csv');
  });
});
