// The shared `react-router-dom` every app gets: a shared module is bundled whole (any app may use
// any export), so this entry re-exports only the router API the apps use, from react-router,
// where react-router-dom takes it. ESLint allows exactly these names; add one here to use it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
