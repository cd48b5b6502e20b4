/** Why the model could not be asked: no key on this deployment, or the platform's rate limit is taken. */
export class DigestModelError extends Error {
  override readonly name = 'DigestModelError';
  readonly reason: 'no_openai' | 'busy';

  constructor(reason: 'no_openai' | 'busy') {
    super(reason === 'no_openai' ? 'The AI service is not configured on this deployment' : 'The AI service is busy; the run is retried');
    this.reason = reason;
  }
}
