import { Box } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatLauncher } from '../components/chat/ChatLauncher';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ScrollRestoration } from './ScrollRestoration';

/** Extra UI a composition root adds around every page (e.g. the kiosk's idle guard and sync status). */
export const AppChromeContext = createContext<ReactNode>(null);

/** The frame of every page: skip link, header, main content, footer. */
export function Layout({ children }: { children?: ReactNode }) {
  const chrome = useContext(AppChromeContext);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className="site-main">
        {children ?? <Outlet />}
      </Box>
      <Footer />
      <ChatLauncher />
      {chrome}
      <ScrollRestoration />
    </>
  );
}
