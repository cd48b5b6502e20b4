import { paths } from '../../app/paths';
import type { Area } from '../types';
import { sandboxChatMessages } from './i18n';

/**
 * The sandbox chat: a person chats with the Telegram bots through the fake Bot API. A public
 * page with no nav link (the Sandbox badge links to it), the not-found page outside sandbox.
 */
export const sandboxChatArea: Area = {
  id: 'sandboxChat',
  path: paths.sandboxChat,
  messages: sandboxChatMessages,
  pages: [{ path: paths.sandboxChat, view: () => import('./ChatPage') }],
  signedIn: [],
};
