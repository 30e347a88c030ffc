import { createDailySalts, saltExpiry } from './daily-salts';

describe('the daily salts of visitor hashes', () => {
  it('asks the store once per day and instance, and makes a new salt for a new day', async () => {
    const asked: [string, Date][] = [];
    let made = 0;
    const saltOf = createDailySalts(
      {
        getOrCreate: async (day, fresh, expiresAt) => {
          asked.push([day, expiresAt]);
          return `${day}:${fresh()}`;
        },
      },
      () => `salt-${(made += 1)}`,
    );
    expect(await Promise.all([saltOf('2025-11-21'), saltOf('2025-11-21')])).toEqual(['2025-11-21:salt-1', '2025-11-21:salt-1']);
    expect(await saltOf('2025-11-22')).toBe('2025-11-22:salt-2');
    expect(asked).toEqual([
      ['2025-11-21', saltExpiry('2025-11-21')],
      ['2025-11-22', saltExpiry('2025-11-22')],
    ]);
    // Expires the day after the Niamey day ends (UTC+1).
    expect(saltExpiry('2025-11-21').toISOString()).toBe('2025-11-22T23:00:00.000Z');
  });

  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0;
    const saltOf = createDailySalts({
      getOrCreate: async () => {
        calls += 1;
        if (calls === 1) throw new Error('UNAVAILABLE');
        return 'salt';
      },
    });
    await expect(saltOf('2025-11-21')).rejects.toThrow('UNAVAILABLE');
    expect(await saltOf('2025-11-21')).toBe('salt');
  });
});
