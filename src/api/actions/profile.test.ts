// Profile's load (spec 3 section 2.10): the user with the images it has; a 1x1 blank company logo counts as none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeImage } from '../fake-image';
import { profileActions } from './profile';

afterEach(() => vi.unstubAllGlobals());

const answering = (logo: string, picture: string | null) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const body = input.url.endsWith('/profile')
        ? { userId: 'US1002', clientId: 'CL1002', userFirstName: 'Ravi' }
        : ((await input.json()) as { documentType: string }).documentType === 'company_logo'
          ? logo
          : picture;
      return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data: body }), { status: 200 });
    }),
  );

describe('profile.load', () => {
  it('counts a 1x1 company logo as no logo, and a real one as the logo', async () => {
    vi.stubGlobal('Image', FakeImage);
    answering('data:image/png;base64,1x1', 'data:image/png;base64,64x64');
    const blank = await profileActions['profile.load']();
    expect(blank).not.toHaveProperty('companyLogo');
    expect(blank).toMatchObject({ profileImage: { documentId: 'profile_image:US1002' } });
    answering('data:image/png;base64,120x40', null);
    const real = await profileActions['profile.load']();
    expect(real).toMatchObject({ companyLogo: { documentId: 'company_logo:CL1002' } });
    expect(real).not.toHaveProperty('profileImage');
  });
});
