import { AppRoutes } from './routes/app-routes.tsx';
import { Providers, type Router } from './providers.tsx';

export function App({ Router }: { Router?: Router }) {
  return (
    <Providers Router={Router}>
      <AppRoutes />
    </Providers>
  );
}
