import { describe, expect, it } from 'vitest';
import { en as hub } from '../../telegram/i18n/en';
import { en } from './en';

describe('the calendar tool texts', () => {
  it('hold the spec texts word for word', () => {
    const c = en.telegramCalendar;
    expect(c.title).toBe('Telegram to Calendar');
    expect(c.botStep.locked).toBe('Complete Step 1 first');
    expect(c.events.title).toBe('Recent Events');
    expect(c.events.empty).toBe('No events yet. Send a voice message to the Telegram bot to create one!');
    expect([c.nothingConnected, c.waiting]).toEqual(['Connect your accounts to start creating events', 'Waiting for connection...']);
    expect(c.picker.saved).toBe('Calendar selection saved successfully!');
    expect([c.picker.fetchFailed, c.picker.saveFailed]).toEqual(['Failed to fetch calendars', 'Failed to save calendar selection']);
    expect(c.code.failed).toBe('Failed to generate Telegram auth code. Please try refreshing the page.');
    expect(c.code.timeout).toBe('Connection timeout. Please try again.');
    expect([c.events.status.pending, c.events.status.created, c.events.status.failed]).toEqual(['Processing', 'Added', 'Failed']);
    expect([c.onboarding.calendarTitle, c.onboarding.botTitle, c.onboarding.done]).toEqual(['Connect Google Calendar', 'Connect Telegram Bot', "I've Connected the Bot"]);
    expect([hub.telegramHub.calendar.title, hub.telegramHub.digest.title, hub.telegramHub.howItWorks]).toEqual(['Telegram to Calendar', 'Channel Digest', 'How it works']);
  });
});
