import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadProperties } from './api.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);
const show = async () => {
  const properties = await loadProperties('/api', 'admin', 'Portal#2026');
  root.render(<App properties={properties} onReload={show} />);
};
void show();
