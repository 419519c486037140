import { AppRoutes } from './routes/app-routes.tsx';
import { Providers } from './providers.tsx';

export function App() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
