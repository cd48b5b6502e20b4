/**
 * What the demo account's chats say. The channels tell short news stories by topic (made-up
 * companies and people, so a digest of them reads like news and invents nothing about real
 * ones); groups and private chats run through their conversation lines in order. Every English
 * story is long enough (20+ words) and has enough common words that a rewrite changing two of
 * them stays near-identical (rewrite-story.ts), and no two stories are alike.
 */
export const STORY_TOPICS = ['world', 'tech', 'finance', 'science', 'sport', 'ai', 'startups', 'ru'] as const;
export type StoryTopic = (typeof STORY_TOPICS)[number];

export const STORIES: Readonly<Record<StoryTopic, readonly string[]>> = {
  world: [
    'Heavy rain flooded parts of northern Italy overnight, and regional officials said more than 2,000 people were moved to shelters as rivers kept rising on Tuesday morning.',
    '⚡ Breaking: A magnitude 6.1 earthquake struck off the coast of Chile; the government said there was no tsunami threat and no early reports of serious damage.',
    'European ministers approved a plan to link national rail booking systems, so travellers can buy one ticket across borders by 2028, officials said after the meeting.',
    'Air traffic controllers in France announced a 24-hour strike for Friday, and airlines expected hundreds of cancellations at Paris airports and on routes over French airspace.',
    'Japan reported a record 36 million foreign visitors this year, and the government said it plans to spread tourists to smaller cities to ease crowding in Kyoto.',
    'The UN said food prices fell for a third month in a row, led by cheaper grains and vegetable oils, though dairy and meat prices rose slightly.',
    'Wildfires forced the evacuation of several villages near Athens after strong winds pushed the flames toward the coast; firefighters said the situation improved by evening.',
    'Canada announced new rules that cap international student permits for two more years, and universities warned the change could cut their budgets sharply.',
  ],
  tech: [
    'Northwind announced its first foldable laptop with a 17-inch screen that closes to the size of a tablet; the company said it ships in March at $2,499.',
    'A bug in the popular open-source library libparse let attackers crash servers with a crafted file; maintainers said a fix is out and urged users to update today.',
    'Helio Mobile said its new phone battery charges to 80 percent in nine minutes, and the company expects the first handsets with it to reach stores next spring.',
    'The EU opened an investigation into whether Stratus Cloud bundles its office apps with storage unfairly; the company said it will cooperate with regulators.',
    'Quanta Chips reported that its new 2-nanometre factory in Arizona started test production, and analysts expected volume shipments to begin late next year.',
    'Messaging app Relay added end-to-end encrypted group calls for up to 50 people; the company said the feature rolls out to all users this week.',
    'A major outage at CloudPeak took down thousands of websites for two hours after a faulty configuration change, the company said in its incident report.',
    'Browser maker Orbit said it will block third-party cookies by default from June, and advertisers warned that small publishers could lose much of their revenue.',
    'Game studio Redleaf delayed its space strategy title to next autumn, saying the team needs more time to polish multiplayer; shares fell 6 percent on the news.',
    'Electric scooter maker Zipp recalled 40,000 scooters after reports that the folding latch can fail at speed; the company said owners can get a free repair.',
  ],
  finance: [
    'The central bank kept its key rate at 4.25 percent and said inflation is falling more slowly than expected, so cuts are unlikely before the summer.',
    'Oil rose 3 percent to $84 a barrel after producers said they will extend output cuts through the first quarter, the biggest daily gain in a month.',
    'Shares of Meridian Bank fell 8 percent after it reported higher losses on commercial property loans and cut its profit forecast for the year.',
    'The dollar fell against the euro after weaker-than-expected jobs data, and traders now expect two rate cuts next year, futures markets showed on Friday.',
    'Retail sales rose 0.6 percent in October, beating forecasts, as shoppers spent more on electronics and travel ahead of the holiday season, officials said.',
    'Gold hit a record $2,600 an ounce as investors looked for safety amid trade tensions; analysts said central bank buying also supported prices this month.',
    'Nordic Freight agreed to buy rival Baltline for $1.2 billion in cash, creating the biggest shipping company in the region, the companies said on Monday.',
  ],
  science: [
    'Astronomers said the Webb telescope found water vapour in the atmosphere of a rocky planet 40 light-years away, a first for a world of its size.',
    'Researchers in Sweden reported a blood test that spots early signs of Alzheimer’s disease with 90 percent accuracy, years before the first symptoms appear.',
    'Scientists said Antarctic sea ice shrank to its lowest winter extent on record this year, and warned the trend could speed up warming around the globe.',
    'A Japanese probe returned samples from a small asteroid to Earth, and researchers said the capsule landed safely in the Australian desert after a six-year mission.',
    'Engineers at a fusion lab in the UK said their reactor held a stable plasma for 48 seconds, beating the previous record by 10 seconds, a new milestone.',
    'Biologists said a newly found deep-sea fish off New Zealand glows in three colours, and the team plans to study how it makes the light in the dark.',
  ],
  sport: [
    'Real Oviedo won the match 2-1 with a late header in stoppage time, and the coach said the team finally showed the spirit this season needed.',
    'Norwegian skier Ida Lund won the opening World Cup race in Finland by 0.3 seconds, her first win since a knee injury ended her last season early.',
    'The tennis final was delayed by two hours because of rain, and organisers said the match will now start at 4 pm local time on the centre court.',
    'The marathon record fell in Berlin as runner Peter Kiptoo crossed the line in 2:00:35, officials said, beating the old mark by 40 seconds on Sunday.',
    'Boston signed guard Marcus Hale to a four-year contract worth $120 million, the team announced, ending weeks of talks before the season opener next week.',
    'Cycling’s governing body announced a new helmet rule after crashes at the spring classics, and teams said they expect to adapt well before the season starts.',
  ],
  ai: [
    'Open model Lumen-70B now tops the public coding benchmark, and its developers said the weights are free for research and commercial use from today.',
    'A new study found that AI code assistants save developers about 20 percent of time on routine tasks, but researchers said code reviews took longer.',
    'The EU published draft guidance on labelling AI-generated images, and companies will have six months to comment before the rules are final, officials said.',
    'Robotics startup Kinetik said its warehouse robot learned to pick new items from five examples, and the company plans pilots with two large retailers.',
  ],
  startups: [
    'Fintech startup Penny raised $35 million in Series B funding led by Atlas Ventures, and the company plans to expand to Poland and Spain next year.',
    'Our sources say food delivery startup Crate is in talks to sell itself to a larger rival after its new funding round fell through this autumn.',
    'Climate startup CarbonLoop opened its first plant that captures carbon dioxide from the air, and the company said it has sold credits for three years.',
    'Health startup Pulse said monthly users doubled to 2 million after it added video visits with doctors, and it expects to break even next year.',
  ],
  ru: [
    'Центральный банк сохранил ключевую ставку на уровне 16 процентов и заявил, что инфляция замедляется медленнее, чем ожидалось в начале осени.',
    '⚡ Срочно: в Москве из-за сильного снегопада задерживаются более ста рейсов, в аэропортах просят пассажиров заранее проверять статус вылета.',
    'Учёные из Новосибирска представили новый метод ранней диагностики диабета по анализу дыхания, точность теста составила 85 процентов.',
    'Курс рубля укрепился до 92 за доллар на фоне роста цен на нефть и продаж валюты экспортёрами в конце месяца, сообщают аналитики.',
    'В Санкт-Петербурге открылась новая станция метро, которая соединила два крупных спальных района с центром города уже с утра понедельника.',
    'Правительство утвердило программу поддержки малого бизнеса: льготные кредиты получат более 50 тысяч компаний в следующем году.',
    'Молодёжная сборная по хоккею выиграла турнир в Финляндии, обыграв в финале команду Швеции со счётом 3:2 в овертайме.',
    'Синоптики предупредили о сильных морозах до минус 30 градусов в Сибири на этой неделе и посоветовали жителям ограничить поездки.',
    'Крупнейший маркетплейс страны сообщил о росте продаж на 40 процентов во время осенней распродажи, лидером стала электроника.',
    'Ракета с тремя спутниками связи стартовала с космодрома Восточный, запуск прошёл штатно, спутники выведены на расчётную орбиту.',
  ],
};

export const CONVERSATION_KEYS = ['product-team', 'running-club', 'family', 'maria'] as const;
export type ConversationKey = (typeof CONVERSATION_KEYS)[number];

/** A chat's messages in the order they are said, over and over. */
export const CONVERSATIONS: Readonly<Record<ConversationKey, readonly string[]>> = {
  'product-team': [
    'Release 2.4 is on staging, please test the checkout flow before 5 pm.',
    'Standup moved to 10:30 tomorrow, the design review runs long.',
    'Who owns the flaky payments test? It failed three times on main today.',
    'A customer from Acme asked for CSV export again, adding it to the backlog.',
    'Reminder: the quarterly planning doc needs your estimates by Thursday.',
    'Hotfix for the login redirect is merged, deploying after lunch.',
    'Metrics look good: signups up 12% week over week since the new landing page.',
    'Can someone review my PR for the notification settings? It is small.',
    'The staging database will be down for maintenance tonight from 11 pm.',
    'Great demo today, the new onboarding flow got lots of positive feedback.',
  ],
  'running-club': [
    'Saturday long run: 18 km along the river, meeting at 8:00 by the bridge.',
    'Anyone up for intervals on Tuesday evening at the stadium?',
    'Registration for the city half marathon closes this Friday, do not miss it.',
    'Found a lost key on the track after yesterday’s session, message me.',
    'New route idea: through the park and back along the canal, about 12 km.',
    'Reminder: bring a headlamp, it gets dark early now.',
    'Congrats to everyone who ran the 10K on Sunday, lots of personal bests!',
    'Coffee after the run at the usual place?',
  ],
  family: [
    'Dinner at grandma’s on Sunday at 2, who is bringing dessert?',
    'I will pick up the kids from school today.',
    'Do not forget: the plumber comes tomorrow between 9 and 12.',
    'Photos from the weekend trip are in the shared album.',
    'We are out of milk and bread, can someone stop by the store?',
    'Happy birthday to Uncle Oleg! 🎉',
  ],
  maria: [
    'Hi! Are we still meeting for lunch on Thursday?',
    'Sent you the slides from the conference, see page 12 about pricing.',
    'Running 10 minutes late, sorry!',
    'Did you read the article about the new rail passes? Sounds useful for our trip.',
    'Thanks for the recommendation, the book is great so far.',
    'Let us move our call to 4 pm if that works for you.',
  ],
};
