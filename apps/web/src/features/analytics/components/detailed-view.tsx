import { useState } from 'react';
import { AnalyticsTabs } from './analytics-tabs';
import { DailyAnalysis } from './daily-analysis';
import { FuelPerformanceView } from './fuel-performance-view';
import { StationRankingView } from './station-ranking-view';

type TDetailTab = 'daily' | 'ranking' | 'fuel';

/** Detailed View: Daily Analysis (the chosen date), Station Ranking and Fuel Performance. */
export function DetailedView({ date }: { date: string }) {
  const [tab, setTab] = useState<TDetailTab>('daily');
  return (
    <AnalyticsTabs
      label="Detailed view"
      value={tab}
      onChange={setTab}
      tabs={[
        { value: 'daily', label: 'Daily Analysis', content: <DailyAnalysis date={date} /> },
        { value: 'ranking', label: 'Station Ranking', content: <StationRankingView date={date} /> },
        { value: 'fuel', label: 'Fuel Performance', content: <FuelPerformanceView /> },
      ]}
    />
  );
}
