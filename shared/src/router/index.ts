// shared/router — the only door to react-router-dom (PERFORMANCE.md "router facade"). Federation keeps every
// export of a shared module, so this list decides the bytes: the declarative API only, named one by one.
// Change it additively and deploy the shell first (docs/contracts.md).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useParams,
  useLocation,
  useSearchParams,
  matchPath,
} from 'react-router-dom';
export type { Location, NavigateFunction, Params } from 'react-router-dom';
// Since 0.23.0: a page's question before typed input is thrown away by the shell's ways out (header links, ログアウト).
export { holdLeaveQuestion, leaveOrAsk, leaveQuestionHeld, useLeaveQuestion } from './leave-question';
export type { LeaveQuestion } from './leave-question';
