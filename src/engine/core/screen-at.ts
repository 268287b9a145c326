// Which screen a path opens and its parameters, without the router: the entry asks for the screen's first data with
// it before React and react-router have arrived (src/boot.ts), and the server names that screen's first files in the
// page (server/plugins/static-app.ts). It ranks as react-router does for the paths screens.config.ts declares (static
// segments and `:name` parameters) for any list of routes with a path; a test holds the two to the same answers (src/app/early-screen.test.ts).

const segments = (path: string) => path.split('/').filter(Boolean);

/** A parameter's value as react-router gives it: decoded, or as written when it is not valid percent-encoding. */
const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The parameters of `pathname` under the route path `path` (`/onboarding-list/:clientId`), or undefined if it is not. */
export function paramsAt(path: string, pathname: string): Record<string, string> | undefined {
  const wanted = segments(path);
  const given = segments(pathname);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decoded(value);
    else if (part.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/** The screen of `screens` that `pathname` opens: one whose path has no parameters before one that has. */
export function screenAt<Screen extends { path: string }>(screens: Screen[], pathname: string): Screen | undefined {
  const matching = screens.filter((screen) => paramsAt(screen.path, pathname));
  const parameters = (screen: Screen) => segments(screen.path).filter((part) => part.startsWith(':')).length;
  return matching.sort((a, b) => parameters(a) - parameters(b))[0];
}
