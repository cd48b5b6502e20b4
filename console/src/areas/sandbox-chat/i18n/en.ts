/**
 * The sandbox chat page's English messages: a person chats with the platform's Telegram bots
 * through the sandbox's fake Bot API. Top-level key this area's alone.
 */
export const en = {
  sandboxChat: {
    title: 'Sandbox chat',
    intro: 'Chat with the platform\'s Telegram bots as a demo Telegram user. What you send goes to the bot\'s webhook as Telegram would send it; its answers appear here.',
    bot: 'Bot',
    user: 'Telegram user',
    userOption: '%{name} (@%{username}, %{language})',
    chatWith: 'Chat with %{name}',
    empty: 'No messages yet. Send /start to begin.',
    you: 'You',
    typing: '%{name} is typing…',
    edited: 'edited',
    message: 'Message',
    send: 'Send',
    sending: 'Sending…',
    attach: 'Send a file',
    attachPhoto: 'Photo',
    attachDocument: 'Document',
    attachVoice: 'Audio file as a voice message',
    record: 'Record a voice message',
    stopRecording: 'Stop and send',
    cancelRecording: 'Cancel',
    recording: 'Recording %{seconds} s',
    microphoneDenied: 'The browser did not allow the microphone.',
    download: 'Download %{name}',
    newMessage: 'New message from %{name}: %{text}',
    attachment: '%{kind}: %{name}',
    kinds: { voice: 'Voice message', photo: 'Photo', document: 'Document' },
    loadFailed: 'Could not load the chat: %{message}',
    sendFailed: 'Could not send: %{message}',
    deepLink: 'Opened a link to %{name}',
    reply: 'Reply',
    replyTo: 'Reply to this message',
    replyingTo: 'Replying to %{name}',
    inReplyTo: 'In reply to',
    cancelReply: 'Cancel reply',
    login: {
      title: 'Telegram sign-in (digest tool)',
      intro: 'The digest tool signs in to your own Telegram account. In the sandbox, the login code and the 2FA password that Telegram would show you are here.',
      phone: 'Phone number',
      show: 'Show the code',
      code: 'Login code: %{code} (valid until %{until})',
      noCode: 'No code was sent to this number yet: start the sign-in in Set Up first.',
      password: '2FA password: %{password}',
      noPassword: 'This number has no 2FA password.',
    },
    samples: {
      button: 'Samples',
      label: 'Send a sample voice note or photo',
      voice: 'Voice note, %{language}',
      photo: 'Photo',
      poster: 'Concert poster',
      timetable: 'Timetable',
      homework: 'Handwritten homework',
      languages: { en: 'English', ru: 'Russian' },
      failed: 'Could not make the sample: %{message}',
    },
  },
};

export type SandboxChatMessages = typeof en;

declare module '../../../i18n/types' {
  interface AreaMessages {
    sandboxChat: SandboxChatMessages;
  }
}
