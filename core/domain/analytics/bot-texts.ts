import type { Insight } from '../../../contracts/analytics.ts';

type Locale = 'en' | 'ru';

const mark = { CRITICAL: '🔴', HIGH: '🟠', MEDIUM: '🟡', LOW: '🟢' } as const;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const signed = (change: number | null) => (change === null ? '' : ` (${change > 0 ? '+' : ''}${change.toFixed(1)}%)`);

export const insightLine = (insight: Insight) => `${mark[insight.severity]} ${escapeHtml(insight.title)}${signed(insight.change)}${insight.isResolved ? ' ✓' : ''}`;

/** The analytics bot's answers to its commands and buttons, in the chat's language. */
export const analyticsBotTexts = {
  en: {
    summary: (total: number, critical: number, open: number) => `<b>Last 30 days</b>\nInsights: ${total}\nCritical open: ${critical}\nOpen: ${open}`,
    noInsights: 'No insights yet. The monitoring writes them after its daily check.',
    insights: (lines: string[]) => `<b>Latest insights</b>\n${lines.join('\n')}`,
    anomalies: (lines: string[]) => `<b>Open anomalies (last 7 days)</b>\n${lines.join('\n')}`,
    noAnomalies: 'No open anomalies in the last 7 days.',
    status: (services: string, monitoring: string, last: string) => `<b>Status</b>\n${services}\n${monitoring}\n${last}`,
    service: (name: string, state: string) => `${name}: ${state}`,
    states: { ok: 'connected', unchecked: 'saved, not checked yet', unauthorized: 'key refused', rate_limited: 'rate limited', error: 'failing', none: 'not connected' } as Record<string, string>,
    monitoringOn: (hour: number, zone: string) => `Daily check at ${String(hour).padStart(2, '0')}:00 ${zone}`,
    monitoringOff: 'Daily check is off',
    lastRun: (when: string, status: string) => `Last check: ${when} (${status})`,
    neverRun: 'No check has run yet',
    thanks: { up: 'Thanks! Similar changes of this metric will keep being reported.', down: 'Thanks! This metric will need a larger change before it alerts again.' },
    feedbackGone: 'This alert is no longer available.',
    openConsole: (url: string) => `Set up your keys in the console: ${url}`,
  },
  ru: {
    summary: (total: number, critical: number, open: number) => `<b>За 30 дней</b>\nВыводов: ${total}\nКритичных открытых: ${critical}\nОткрытых: ${open}`,
    noInsights: 'Выводов пока нет. Мониторинг пишет их после ежедневной проверки.',
    insights: (lines: string[]) => `<b>Последние выводы</b>\n${lines.join('\n')}`,
    anomalies: (lines: string[]) => `<b>Открытые аномалии (7 дней)</b>\n${lines.join('\n')}`,
    noAnomalies: 'За 7 дней открытых аномалий нет.',
    status: (services: string, monitoring: string, last: string) => `<b>Статус</b>\n${services}\n${monitoring}\n${last}`,
    service: (name: string, state: string) => `${name}: ${state}`,
    states: { ok: 'подключён', unchecked: 'сохранён, ещё не проверен', unauthorized: 'ключ отклонён', rate_limited: 'превышен лимит запросов', error: 'ошибка', none: 'не подключён' } as Record<string, string>,
    monitoringOn: (hour: number, zone: string) => `Ежедневная проверка в ${String(hour).padStart(2, '0')}:00 ${zone}`,
    monitoringOff: 'Ежедневная проверка выключена',
    lastRun: (when: string, status: string) => `Последняя проверка: ${when} (${status})`,
    neverRun: 'Проверок ещё не было',
    thanks: { up: 'Спасибо! О похожих изменениях этой метрики я продолжу сообщать.', down: 'Спасибо! Для этой метрики оповещение теперь потребует большего изменения.' },
    feedbackGone: 'Это оповещение больше недоступно.',
    openConsole: (url: string) => `Добавьте ключи в консоли: ${url}`,
  },
} satisfies Record<Locale, unknown>;
