import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as router from './index';
import { Link, matchPath, MemoryRouter, Outlet, Route, Routes, useLocation, useNavigate, useParams } from './index';

describe('router facade', () => {
  it('exposes exactly the agreed exports', () => {
    expect(Object.keys(router).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'MemoryRouter',
        'NavLink',
        'Navigate',
        'Outlet',
        'Route',
        'Routes',
        'holdLeaveQuestion',
        'leaveOrAsk',
        'leaveQuestionHeld',
        'matchPath',
        'useLeaveQuestion',
        'useLocation',
        'useNavigate',
        'useParams',
        'useSearchParams',
      ].sort(),
    );
  });

  it('routes, links, params and navigation work through the facade', async () => {
    function Chat() {
      const { id } = useParams();
      const navigate = useNavigate();
      return (
        <>
          <p>チャット {id}</p>
          <button type="button" onClick={() => navigate('/mypage')}>
            マイページへ
          </button>
        </>
      );
    }
    function Where() {
      return <p>現在地 {useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/mypage']}>
        <Routes>
          <Route
            path="/mypage"
            element={
              <>
                <Where />
                <Outlet />
              </>
            }
          >
            <Route index element={<Link to="/mypage/chat/42">チャットを開く</Link>} />
            <Route path="chat/:id" element={<Chat />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'チャットを開く' }));
    expect(screen.getByText('チャット 42')).toBeInTheDocument();
    expect(screen.getByText('現在地 /mypage/chat/42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'マイページへ' }));
    expect(screen.getByText('現在地 /mypage')).toBeInTheDocument();
  });

  it('matchPath matches the spec §2 route patterns', () => {
    expect(matchPath('/mypage/reservation/:id', '/mypage/reservation/7')?.params).toEqual({ id: '7' });
    expect(matchPath('/mypage/chat/:id', '/mypage/chat/inquiry/3')).toBeNull();
  });
});
