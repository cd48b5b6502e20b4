/**
 * One conversation at a time per student: a student answers one assignment at a time in the
 * homework bot (a pick, the answer, Submit), and updates are handled in no fixed order, so a
 * second submission begun before the first ended would mix into it. Offers for a busy student
 * wait their turn.
 */
export class StudentTurns {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(student: string, turn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(student) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(turn);
    this.tails.set(student, next);
    return next;
  }
}
