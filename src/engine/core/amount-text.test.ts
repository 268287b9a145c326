import { describe, expect, it } from 'vitest';
import { countText, moneyText, monthText, rateText } from './amount-text';

describe('amount text', () => {
  it('writes money in the Indian grouping from its exact decimal text', () => {
    expect(moneyText('1234567.5')).toBe('₹12,34,567.50');
    expect(moneyText('12345678901234567.89', 'USD')).toBe('$12,34,56,78,90,12,34,567.89');
    expect(moneyText(50)).toBe('₹50.00');
  });

  it('writes a code Intl refuses before the amount, and formats again with a formatter made once', () => {
    expect(moneyText('10', 'US')).toBe('US 10.00');
    expect(moneyText('10', 'US')).toBe('US 10.00');
    expect(moneyText('20', 'INR')).toBe('₹20.00');
  });

  it('writes counts, rates and months', () => {
    expect(countText('123456')).toBe('1,23,456');
    expect(rateText('83.1')).toBe('83.10');
    expect(rateText('83.1234567')).toBe('83.123457');
    expect(monthText('2026-11')).toBe('Nov 2026');
    expect(monthText('later')).toBe('later');
  });
});
