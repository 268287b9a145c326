// Every action of the registry is reached through the area its name starts with, so no call loads the wrong module.
import { describe, expect, it } from 'vitest';
import { ACTION_AREAS, callAction } from './index';
import { actions } from './registry';

describe('the action areas', () => {
  it.each(Object.keys(actions))('finds %s in the module of its area', async (name) => {
    const area = ACTION_AREAS[name] ?? ACTION_AREAS[name.slice(0, name.indexOf('.'))];
    expect(area, `no area for ${name}: add its first word to ACTION_AREAS`).toBeDefined();
    expect((await area!())[name]).toBe(actions[name]);
  });

  it('refuses a name no module has', async () => {
    await expect(callAction('hsCodes.noSuchThing')).rejects.toThrow('Unknown action "hsCodes.noSuchThing"');
    await expect(callAction('nowhere.atAll')).rejects.toThrow('Unknown action "nowhere.atAll"');
  });
});
