import type { TDipChartSummary } from '@forecourt/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wetStockKeys } from '../lib/wet-stock-keys';

/** PUT /tanks/{id}/dip-chart: the calibrator's CSV as it is (text/csv); the answer lists the cells the server rebuilt. */
export function uploadDipChart(tankId: string, csv: string): Promise<TDipChartSummary> {
  return api.put<TDipChartSummary>(`/tanks/${encodeURIComponent(tankId)}/dip-chart`, csv, { contentType: 'text/csv' });
}

export function useUploadDipChart(tankId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => uploadDipChart(tankId, csv),
    // The card shows the refusal itself.
    meta: { silent: true },
    onSuccess: (chart) => {
      queryClient.setQueryData(wetStockKeys.chart(tankId), chart);
      // The litres at a dip are read from the new chart.
      return queryClient.invalidateQueries({ queryKey: wetStockKeys.volumes(tankId) });
    },
  });
}
