import { Area, AreaChart, ResponsiveContainer, YAxis } from 'recharts';

/**
 * The small 6-month line of a total card. Decorative for assistive technology (the card carries a text
 * alternative); recharts lives only in the dashboard's lazy chunk.
 */
export function TrendLine({ values, color, id }: { values: readonly number[]; color: string; id: string }) {
  if (values.length === 0) return null;
  const data = values.map((value, index) => ({ index, value }));
  const gradient = `trend-fill-${id}`;
  // Cumulative totals change little against their size: scale to the points so the shape shows, with
  // room above and below (and a flat line drawn in the middle).
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(1, (max - min) * 0.15);
  return (
    <div aria-hidden="true" className="h-16 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 160, height: 64 }}>
        <AreaChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 2, bottom: 2, left: 2 }}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.25} />
              <stop offset="100%" stopColor={color} stopOpacity={0} />
            </linearGradient>
          </defs>
          <YAxis hide domain={[min - pad, max + pad]} />
          <Area
            type="monotone"
            dataKey="value"
            stroke={color}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            dot={false}
            activeDot={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
