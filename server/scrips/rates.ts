// RoDTEP rates of the simulated scheme (issue 30, Manage Scrip): the percentage of a shipment's FOB value in INR a
// scrip is earned at, by the ITC-HS chapter (first two digits) of its first HS code; other chapters earn the default.

/** Percent of FOB (exact decimal text) by HS chapter. */
export const RODTEP_RATES: Record<string, string> = {
  '42': '2.000',
  '52': '2.500',
  '61': '4.300',
  '62': '4.300',
  '63': '3.900',
  '84': '1.200',
};

/** The rate of chapters not listed. */
export const DEFAULT_RATE = '0.800';

/** The rate a shipment with these HS codes earns at. */
export const rateFor = (hsCodes: string[]): string =>
  RODTEP_RATES[String(hsCodes[0] ?? '').slice(0, 2)] ?? DEFAULT_RATE;
