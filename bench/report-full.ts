import { analyticsDetectorTable } from './analytics-detector-report.ts';
import { analyticsMonitorTable } from './analytics-monitor-report.ts';
import { analyticsQuestionTable } from './analytics-question-report.ts';
import type { Figures } from './figures.ts';
import { homeworkRegradeTable } from './homework-regrade-report.ts';
import type { ObservabilityResult } from './observability-overhead.ts';
import { observabilityTable } from './observability-overhead-report.ts';
import { atRateTable, calendarTable, createPaymentTable, figuresTable, generateAllTable, telegramTables, type Settings } from './report.ts';
import { digestTables } from './report-digests.ts';
import { gradebookTable } from './report-gradebook.ts';

/** A full run's tables, printed to the terminal (bench/README.md has them in its sections). */
export function fullRunTables(f: Figures, s: Settings, observability: ObservabilityResult): string {
  return [
    figuresTable(f),
    atRateTable(f, s.rate),
    createPaymentTable(f),
    generateAllTable(f, s.generateAll),
    telegramTables(f, s.rate),
    calendarTable(f),
    digestTables(f),
    gradebookTable(f),
    homeworkRegradeTable(f),
    analyticsDetectorTable(f),
    analyticsMonitorTable(f),
    analyticsQuestionTable(f),
    observabilityTable(observability),
  ].join('\n\n');
}
