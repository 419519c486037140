import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { Card } from '@/components/page.tsx';
import { useCreateShopFlow } from './create-shop-dialog.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { createShopWords } from '../shop-words.ts';

/** A signed-in user without a shop: why to open one, and Create Shop with its confirmation (doc 2 §2.14). */
export function CreateShopPrompt({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  const create = useCreateShopFlow();
  const t = useWords(createShopWords);
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        actions={
          <Button size="lg" loading={create.creating} onClick={create.open}>
            {t.createShop}
          </Button>
        }
      />
      {create.dialog}
    </Card>
  );
}
