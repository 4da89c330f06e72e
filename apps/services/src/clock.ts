/** The time the services live in; tests move it forward to expire carts and tokens. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  #now: Date;

  constructor(start: Date | string = '2027-01-15T10:00:00Z') {
    this.#now = new Date(start);
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(seconds: number): void {
    this.#now = new Date(this.#now.getTime() + seconds * 1000);
  }
}
