import type { Messages } from './en';

/**
 * The shell's Russian messages. Typed as `Messages`, so a key missing here (or one that English
 * does not have) fails the type check; loaded lazily, only when someone picks Russian.
 */
export const ru: Messages = {
  app: {
    name: 'Микросервисы на базе ИИ',
    home: 'Главная',
  },
  common: {
    loading: 'Загрузка…',
    open: 'Открыть',
    close: 'Закрыть',
    copy: 'Копировать',
    copied: 'Скопировано!',
    notAvailable: '—',
  },
  nav: {
    main: 'Основная навигация',
    manageSubscription: 'Управление подпиской',
    logout: 'Выйти',
    signIn: 'Войти',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    accountMenu: 'Меню аккаунта',
    operator: 'Оператор',
    dashboard: 'Сводка',
    users: 'Пользователи',
    bullBoard: 'Bull Board',
    temporal: 'Temporal UI',
    subscriptions: 'Подписки',
    payments: 'Платежи',
    jobs: 'Задания',
    workflows: 'Процессы',
    schedules: 'Расписания',
    audit: 'Журнал аудита',
  },
  language: {
    label: 'Язык',
    en: 'English',
    ru: 'Русский',
  },
  sandbox: {
    badge: 'Песочница',
    hint: 'Режим песочницы: вход и оплата работают через локальные заглушки, настоящие аккаунты и деньги не используются. Откройте, чтобы переписываться с Telegram-ботами.',
  },
  footer: {
    terms: 'Пользовательское соглашение',
    privacy: 'Политика конфиденциальности',
    copyright: '© %{year} Микросервисы на базе ИИ',
  },
  auth: {
    signInWithGoogle: 'Войти через Google',
    sessionExpired: {
      title: 'Сеанс истёк',
      description: 'Срок действия сеанса истёк. Войдите снова, чтобы продолжить пользоваться этой функцией.',
    },
    signInFailed: {
      title: 'Не удалось войти',
      access_denied: 'Вход через Google отменён.',
      invalid_state: 'Запрос на вход устарел или уже был использован. Попробуйте ещё раз.',
      email_unverified: 'Адрес электронной почты в вашем аккаунте Google не подтверждён. Подтвердите его в Google и попробуйте снова.',
      sign_in_failed: 'Не получилось войти через Google. Попробуйте ещё раз через несколько минут.',
    },
  },
  errors: {
    serviceUnavailable: {
      title: 'Сервис ненадолго недоступен',
      description: 'Повторите попытку через минуту.',
    },
    generic: {
      title: 'Что-то пошло не так',
      description: 'При показе этой страницы произошла непредвиденная ошибка.',
      retry: 'Попробовать снова',
    },
    notFound: {
      title: 'Страница не найдена',
      description: 'Такой страницы нет или она была перемещена.',
    },
    forbidden: {
      title: 'Доступ запрещён',
      description: 'У вашей учётной записи нет доступа к этой странице.',
    },
    signInRequired: {
      title: 'Войдите, чтобы продолжить',
      description: 'Эта страница — для операторов. Войдите с учётной записью оператора, чтобы открыть её.',
    },
    home: 'На главную',
    title: 'Ошибка',
    server: {
      bad_request: 'Не удалось обработать запрос.',
      validation_error: 'Некоторые данные указаны неверно. Проверьте их и попробуйте снова.',
      invalid_json: 'Не удалось прочитать запрос.',
      unsupported_media_type: 'Не удалось прочитать запрос.',
      payload_too_large: 'Отправлено слишком много данных.',
      unauthorized: 'Войдите, чтобы продолжить.',
      invalid_token: 'Сеанс больше недействителен. Войдите снова.',
      token_expired: 'Срок действия сеанса истёк. Войдите снова.',
      session_revoked: 'Вы вышли из аккаунта. Войдите снова.',
      forbidden: 'У вас нет прав на это действие.',
      premium_required: 'Эта функция доступна по подписке.',
      not_found: 'Запрошенные данные не найдены.',
      method_not_allowed: 'Это действие не поддерживается.',
      conflict: 'Изменение противоречит текущему состоянию данных.',
      rate_limited: 'Слишком много запросов. Подождите немного и попробуйте снова.',
      service_unavailable: 'Сервис временно недоступен. Попробуйте позже.',
      internal_error: 'На сервере произошла ошибка. Попробуйте позже.',
      network: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.',
      unknown: 'Что-то пошло не так. Попробуйте снова.',
    },
  },
  landing: {
    headline: 'Микросервисы на базе ИИ',
    subtitle: 'ИИ-инструменты для авторов, команд и преподавателей по одной ежемесячной подписке.',
    welcome: 'С возвращением, %{name}!',
    toolsTitle: 'Инструменты',
    openTool: 'Открыть: %{tool}',
  },
  tools: {
    youtubeCommenter: {
      title: 'Помощник по комментариям к видео',
      description: 'ИИ отвечает на комментарии к вашим видео с учётом их содержания, обрабатывает комментарии пакетами и предлагает ответы, которые можно отредактировать.',
    },
    telegramCalendar: {
      title: 'Календарь в мессенджере',
      description: 'Создаёт события в календаре из текстовых и голосовых сообщений и фотографий.',
    },
    telegramDigest: {
      title: 'Дайджест мессенджера',
      description: 'ИИ-сводки каналов и чатов по расписанию.',
    },
    homework: {
      title: 'Менеджер домашних заданий',
      description: 'Курсы, задания, проверка с помощью ИИ.',
    },
    analytics: {
      title: 'Помощник по аналитике',
      description: 'Выводы из данных и поиск аномалий.',
    },
  },
  legal: {
    terms: 'Пользовательское соглашение',
    privacy: 'Политика конфиденциальности',
    documentLanguage: 'Язык документа',
  },
};
