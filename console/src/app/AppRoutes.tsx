import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { setNavigator } from './navigation';
import { routes } from './routes';

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => {
      // Several calls can lose the session at once; one move home is enough.
      if (window.location.pathname !== to) void navigate(to);
    });
  }, [navigate]);
  return useRoutes(routes);
}
