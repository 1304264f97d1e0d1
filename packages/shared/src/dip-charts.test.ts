import { describe, expect, it } from 'vitest';
import { dipMm, litresAtDip, parseDipChart, type TDipPoint } from './dip-charts';
import { DIP_CHART_FIX } from './dip-charts.constants';
import { errorText } from './error-texts.constants';

const chartOf = (csv: string) => {
  const result = parseDipChart(csv);
  if (!result.ok) throw new Error(result.error.message);
  return result.chart;
};

describe('dip charts', () => {
  it("reads a per-centimetre chart and interpolates between its points (99 → 9,634.96 L, 100 → 9,760.78, 101 → 9,886.66; 100.5 cm → 9,823.72)", () => {
    const chart = chartOf('Dip_Value,Dip_Volume,Dip_Diff\n99,9634.96,125.70\n100,9760.78,125.82\n101,9886.66,125.88\n');
    expect(chart).toEqual({ points: [[990, '9634.960'], [1000, '9760.780'], [1010, '9886.660']], fixes: [] });
    expect(litresAtDip(chart.points, dipMm(100.5))).toBe('9823.720');
    expect(litresAtDip(chart.points, dipMm(100))).toBe('9760.780');
    expect(litresAtDip(chart.points, dipMm(99.1))).toBe('9647.542'); // 9634.96 + 125.82 × 0.1, half up
    expect(litresAtDip(chart.points, dipMm(101.1))).toBeNull();
  });

  it('takes Dip_Stock for the volume, quoted cells with thousands separators, a BOM and CRLF lines', () => {
    const chart = chartOf('\uFEFF"Dip_Value","Dip_Stock"\r\n"1","12.5"\r\n"2","1,025.000"\r\n');
    expect(chart.points).toEqual([[10, '12.500'], [20, '1025.000']]);
    // Below the first point: linear from 0 mm = 0 L.
    expect(litresAtDip(chart.points, 5)).toBe('6.250');
  });

  it('reads a millimetre grid (DipValue, t_0 … t_9): t_k is the volume at DipValue cm + k mm', () => {
    const row = (cm: number, base: number) => [cm, ...Array.from({ length: 10 }, (_, k) => (base + k * 1.25).toFixed(2))].join(',');
    const chart = chartOf(`DipValue,t_0,t_1,t_2,t_3,t_4,t_5,t_6,t_7,t_8,t_9\n${row(10, 100)}\n${row(11, 112.5)}\n`);
    expect(chart.points).toHaveLength(20);
    expect(chart.points[0]).toEqual([100, '100.000']);
    expect(chart.points[13]).toEqual([113, '116.250']);
    expect(litresAtDip(chart.points, 103.5)).toBe('104.375');
  });

  it('rebuilds unreadable cells, drops and spikes from their good neighbours and says so, one line each', () => {
    const chart = chartOf('Dip_Value,Dip_Volume\n1,10\n2,x\n3,30\n4,25\n5,50\n6,900\n7,70\n8,80\n9,\n');
    const points = new Map(chart.points);
    expect(points.get(20)).toBe('20.000');
    expect(points.get(40)).toBe('40.000');
    expect(points.get(60)).toBe('60.000');
    expect(points.has(90)).toBe(false);
    expect(chart.fixes).toEqual([
      `${DIP_CHART_FIX.unreadable(3, '2.0', 'x')} ${DIP_CHART_FIX.interpolated('20.000')}`,
      `${DIP_CHART_FIX.drop(5, '4.0', '25.000')} ${DIP_CHART_FIX.interpolated('40.000')}`,
      `${DIP_CHART_FIX.drop(7, '6.0', '900.000')} ${DIP_CHART_FIX.interpolated('60.000')}`,
      `${DIP_CHART_FIX.unreadable(10, '9.0', '')} ${DIP_CHART_FIX.removed}`,
    ]);
    // The chart that results never decreases.
    const values = chart.points.map(([, l]: TDipPoint) => Number(l));
    expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
  });

  it('refuses what is not a chart, saying what is wrong', () => {
    expect(parseDipChart('')).toEqual({ ok: false, error: errorText('dipChart.empty') });
    expect(parseDipChart('Height,Litres\n1,2\n')).toEqual({ ok: false, error: errorText('dipChart.unknownShape') });
    expect(parseDipChart('Dip_Value,Dip_Volume\n1,2\n1,3\n')).toEqual({ ok: false, error: errorText('dipChart.repeatedDip', { row: 3, cm: '1.0' }) });
    expect(parseDipChart('Dip_Value,Dip_Volume\nten,2\n')).toEqual({ ok: false, error: errorText('dipChart.badDip', { row: 2, cell: 'ten' }) });
    expect(parseDipChart('Dip_Value,Dip_Volume\n1,2\n')).toEqual({ ok: false, error: errorText('dipChart.tooFewPoints') });
  });
});
