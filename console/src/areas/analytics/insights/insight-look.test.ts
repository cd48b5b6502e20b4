import InsightsIcon from '@mui/icons-material/Insights';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { describe, expect, it } from 'vitest';
import { knownType, SEVERITY_COLOURS, typeIcon } from './insight-look';

/** WCAG's contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('how an insight looks (spec 2)', () => {
  it('has an icon per type, and a general one for any other type', () => {
    expect([typeIcon('ANOMALY'), typeIcon('TREND'), typeIcon('RECOMMENDATION'), typeIcon('FORECAST')]).toEqual([WarningAmberIcon, TrendingUpIcon, LightbulbOutlinedIcon, InsightsIcon]);
    expect([knownType('TREND'), knownType('FORECAST')]).toEqual(['TREND', 'other']);
  });

  it('badges CRITICAL red, HIGH orange, MEDIUM yellow and LOW green, each readable at 4.5:1', () => {
    expect(Object.keys(SEVERITY_COLOURS)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    for (const { background, text } of Object.values(SEVERITY_COLOURS)) expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
