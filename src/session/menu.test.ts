// The paths a menu leads to, submenus included, and whether the signed-in user's menu reaches one (the real menus
// are read in the Schema Lab's tests: this layer imports nothing above it).
import { beforeEach, describe, expect, it } from 'vitest';
import { menuLeadsTo, menuPaths } from './menu';
import { writeSession } from './session';

describe('menuPaths', () => {
  it('lists every path in order, a submenu after its parent, and nothing for what is not a menu', () => {
    const menu = [{ path: '/a' }, { title: 'Group', children: [{ path: '/b' }, { path: '/c' }] }, { path: '/d' }];
    expect(menuPaths(menu)).toEqual(['/a', '/b', '/c', '/d']);
    expect(menuPaths(null)).toEqual([]);
    expect(menuPaths('/a')).toEqual([]);
  });
});

describe('menuLeadsTo', () => {
  beforeEach(() => sessionStorage.clear());

  it("reads the signed-in user's menu, submenus included", () => {
    writeSession('privileges', JSON.stringify([{ path: '/dashboard' }, { children: [{ path: '/schema-lab' }] }]));
    expect(menuLeadsTo('/schema-lab')).toBe(true);
    expect(menuLeadsTo('/users')).toBe(false);
  });

  it('is false without a session or with a menu that does not parse', () => {
    expect(menuLeadsTo('/schema-lab')).toBe(false);
    writeSession('privileges', '{not json');
    expect(menuLeadsTo('/schema-lab')).toBe(false);
  });
});
