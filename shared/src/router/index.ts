/**
 * The router of the page, as one shared module. Sharing `react-router-dom` itself would ship all of it
 * (data routers, SSR helpers) to every visitor, since shared modules are not tree-shaken; this facade
 * is, so only what the apps use is downloaded — and it is still a singleton, one router on the page.
 * Every app and every shared module imports routing from here, never from react-router-dom.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
