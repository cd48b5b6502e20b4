import { describe, expect, it } from 'vitest';
import { leaves } from '../../../test/message-leaves';
import { en } from './en';
import { ru } from './ru';

describe('the digest tool texts', () => {
  it('hold the spec texts word for word', () => {
    const d = en.telegramDigest;
    expect([d.list.createDigest, d.list.connection.title, d.list.connection.manage]).toEqual(['Create Digest', 'Connection Status', 'Manage Connection']);
    expect([d.list.connection.apiConnected, d.list.connection.apiNotConnected, d.list.connection.botConnected, d.list.connection.botNotConnected]).toEqual([
      'API Connected',
      'API Not Connected',
      'Bot Connected',
      'Bot Not Connected',
    ]);
    expect(d.list.connection.connectedAs).toBe('Connected as: @%{username}');
    expect([d.fields.active, d.fields.paused, d.list.card.neverSent, d.list.card.noSources]).toEqual(['Active', 'Paused', 'Never sent', 'No sources configured']);
    expect([d.list.card.pause, d.list.card.resume, d.list.card.test, d.list.card.history]).toEqual(['Pause', 'Resume', 'Test', 'History']);
    expect([d.list.empty, d.list.createFirst, d.list.deleteDialog.title]).toEqual(['No digests configured yet...', 'Create Your First Digest', 'Delete Digest']);
    expect([d.list.loadFailed, d.list.updateFailed, d.list.testFailed, d.list.deleteFailed]).toEqual([
      'Failed to load digest preferences',
      'Failed to update preference',
      'Failed to generate test digest',
      'Failed to delete digest',
    ]);
    expect([d.list.enabled, d.list.disabled, d.list.testSent]).toEqual(['Digest enabled', 'Digest disabled', 'Test digest sent!']);

    expect([d.create.title, d.create.basic, d.create.sources, d.create.chatsTab, d.create.foldersTab, d.create.submit]).toEqual([
      'Create New Digest',
      'Basic Information',
      'Select Sources',
      'Chats & Channels',
      'Folders',
      'Create Digest',
    ]);
    expect([d.create.validationTitle, d.create.validation]).toEqual(['Validation Error', 'Please fill in all required fields and add at least one source']);
    expect([d.serverErrors.channelAlreadyAdded, d.serverErrors.folderAlreadyAdded]).toEqual(['Channel already added', 'Folder already added']);
    expect([d.create.loadFailed, d.create.searchFailed, d.create.noResults]).toEqual([
      'Failed to load channels. Please check your Telegram connection.',
      'Failed to search channels: %{message}',
      'No channels found for "%{query}"...',
    ]);
    expect([d.create.created, d.create.failed]).toEqual(['Digest created successfully', 'Failed to create digest']);

    const s = d.setup;
    expect([s.title, s.credentialsTab, s.authTab, s.auth.successState]).toEqual(['Set Up Telegram Digest', '1. API Credentials', '2. Authentication', 'Authentication Successful!']);
    expect([s.credentials.required, s.credentials.failed, s.auth.phoneRequired, s.auth.sendFailed, s.auth.codeRequired, s.auth.passwordRequired]).toEqual([
      'Please enter both API ID and API Hash',
      'Failed to save credentials',
      'Please enter your phone number',
      'Failed to send authentication code',
      'Please enter the authentication code',
      'Please enter your 2FA password',
    ]);
    expect([s.auth.codeSent, s.auth.twoFactorRequired, s.auth.failed, s.auth.success, s.disconnect.failed]).toEqual([
      'Code Sent',
      '2FA Required',
      'Authentication failed. Please try again.',
      'Authentication successful!...',
      'Failed to disconnect Telegram Digest',
    ]);

    const e = d.edit;
    expect([e.save, e.saving, e.basic, d.fields.name, d.fields.prompt, d.fields.onlyImportant, d.fields.maxLength]).toEqual([
      'Save Changes',
      'Saving...',
      'Basic Settings',
      'Digest Name',
      'Interest Filter',
      'Only Important Messages',
      'Maximum Length',
    ]);
    expect([d.frequency.HOURLY, d.frequency.DAILY, d.frequency.WEEKLY]).toEqual(['Hourly', 'Daily', 'Weekly']);
    expect([e.channels.title, e.channels.add, e.channels.pickerEmpty, e.channels.empty]).toEqual(['Channels', 'Add Channel', 'No sources available to add', 'No sources added yet']);
    expect([e.delete.title, e.delete.confirm, e.delete.cancel, e.delete.done, e.delete.failed]).toEqual(['Удалить дайджест?', 'Удалить', 'Отмена', 'Дайджест удалён', 'Не удалось удалить дайджест']);
    expect([e.notFound, e.loadFailed, e.saved, e.saveFailed]).toEqual(['Digest not found', 'Failed to load digest settings', 'Digest settings saved successfully', 'Failed to save settings']);
    expect([e.channels.added, e.channels.addFailed, e.channels.removed, e.channels.removeFailed]).toEqual([
      'Channel added successfully',
      'Failed to add channel',
      'Channel removed successfully',
      'Failed to remove channel',
    ]);

    const q = d.quickEdit;
    expect([q.name, q.enabled, q.frequency, q.time, q.dayOfWeek, q.instructions, q.onlyImportant, q.noChannels, q.save, q.cancel]).toEqual([
      'Name',
      'Enabled',
      'Frequency',
      'Time',
      'Day of Week',
      'Digest Instructions',
      'Only Important Content',
      'No channels selected',
      'Save Changes',
      'Cancel',
    ]);
    expect([q.validation, q.updated, q.failed]).toEqual([
      'Validation Error: Please fill in all required fields and select at least one channel',
      'Digest settings updated successfully',
      'Failed to update digest settings',
    ]);
    expect([d.history.title, d.history.empty]).toEqual(['%{name} - History', 'No digests have been sent yet.']);
  });

  it('say the texts spec 2 gives in Russian in Russian in both languages', () => {
    const english = leaves(en);
    const russian = leaves(ru);
    const fixed = [...english.keys()].filter((key) => key.startsWith('telegramDigest.botConnect.') || key.startsWith('telegramDigest.edit.delete.'));
    expect(fixed.length).toBeGreaterThan(10);
    for (const key of fixed) {
      expect(english.get(key), key).toBe(russian.get(key));
      expect(english.get(key), key).toMatch(/[а-яё]/i);
    }
  });

  it('give every English key a Russian one with the same placeholders', () => {
    const english = leaves(en);
    const russian = leaves(ru);
    expect([...english.keys()].sort()).toEqual([...russian.keys()].sort());
    const names = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort().join();
    expect([...english].filter(([key, text]) => names(text) !== names(russian.get(key) ?? '')).map(([key]) => key)).toEqual([]);
  });
});
