import { Authenticated, Refine } from '@refinedev/core';
import { RefineSnackbarProvider } from '@refinedev/mui';
import routerProvider from '@refinedev/react-router';
import { BrowserRouter, Route, Routes } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { APP_TITLE } from './app-title';
import { PageHeader } from './components/PageHeader';
import { AppLayout } from './layout/AppLayout';
import { CheckingAuth } from './layout/CheckingAuth';
import { ReturnToRequested } from './layout/ReturnToRequested';
import { SendToSignIn } from './layout/SendToSignIn';
import { LoginPage } from './pages/LoginPage';
import { ProfilePage } from './pages/ProfilePage';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { MAX_TOASTS, useNotificationProvider } from './providers/notifications';
import { resourceDefinitions } from './resources';
import { FeedRulesScreen } from './resources/feed-rules/FeedRulesScreen';
import { ImportsScreen } from './resources/imports/ImportsScreen';
import { theme } from './theme';

// No refetch on window focus, 1 retry, 5-minute stale time.
const queryDefaults = { refetchOnWindowFocus: false, retry: 1, staleTime: 5 * 60 * 1000 };

const screens = resourceDefinitions.flatMap((definition) => definition.routes);

export function App() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RefineSnackbarProvider maxSnack={MAX_TOASTS} autoHideDuration={null} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} preventDuplicate>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={useNotificationProvider}
            resources={resourceDefinitions.map((definition) => definition.resource)}
            options={{
              disableTelemetry: true,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: queryDefaults } } },
              title: { text: APP_TITLE },
            }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="signed-in" fallback={<SendToSignIn />} loading={<CheckingAuth />}>
                    <AppLayout />
                  </Authenticated>
                }
              >
                {screens.map((screen) => (
                  <Route key={screen.path} path={screen.path} element={screen.element} />
                ))}
                <Route path="/feed-rules" element={<FeedRulesScreen />} />
                <Route path="/imports" element={<ImportsScreen />} />
                <Route path="/profile" element={<ProfilePage />} />
                <Route path="*" element={<PageHeader title="Page not found" />} />
              </Route>
              <Route
                path="/login"
                element={
                  <Authenticated key="login" fallback={<LoginPage />} loading={<CheckingAuth />}>
                    <ReturnToRequested />
                  </Authenticated>
                }
              />
            </Routes>
          </Refine>
        </RefineSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
