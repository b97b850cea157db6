import { useSearchParams } from 'react-router-dom';
import { TabMenu } from 'primereact/tabmenu';

/** A list's tabs kept in the address (`?tab=`): each tab's label, the active one, and the switch (replacing history). */
export const ParamTabs = <K extends string>({ tabs, active, label }: { tabs: readonly K[]; active: K; label: (tab: K) => string }) => {
  const [params, setParams] = useSearchParams();
  return (
    <TabMenu
      model={tabs.map((key) => ({ label: label(key) }))}
      activeIndex={tabs.indexOf(active)}
      onTabChange={(e) => {
        const next = new URLSearchParams(params);
        const tab = tabs[e.index];
        if (tab) next.set('tab', tab);
        setParams(next, { replace: true });
      }}
    />
  );
};
