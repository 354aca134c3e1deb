import type { Material } from '@plan-dan/contract';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { useEmployee } from '@/lib/employee-context';
import { useMaterialsQuery } from '../api/get-materials';
import { MaterialCard } from '../components/material-card';
import { MaterialViewer } from '../components/material-viewer';
import { groupMaterials, type MaterialGroup } from '../materials';
import classes from './materials-route.module.css';

/** The open picture or video is in the address, so the phone's back button closes it. */
const OPEN_PARAM = 'prikaz';

function Group({ group, onOpen }: { group: MaterialGroup; onOpen: (material: Material) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <h2 id={headingId}>{hr.materials.groups[group.kind]}</h2>
      <ul className={classes.list}>
        {group.materials.map((material) => (
          <li key={material.id}>
            <MaterialCard material={material} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Upute': the manager's instructions by kind; pictures and videos open full screen. */
export function MaterialsRoute() {
  const employee = useEmployee();
  const materials = useMaterialsQuery(employee.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const openId = searchParams.get(OPEN_PARAM);
  const opened = materials.data?.find((material) => String(material.id) === openId && (material.kind === 'image' || material.kind === 'video'));

  const open = (material: Material) => setSearchParams({ [OPEN_PARAM]: String(material.id) }, { state: { openedHere: true } });
  // Back to the list the way it was opened: one step back in history, or (a link from elsewhere) in place.
  const close = () => {
    if ((location.state as { openedHere?: boolean } | null)?.openedHere) void navigate(-1);
    else setSearchParams({}, { replace: true });
  };
  const refresh = async () => (await materials.refetch()).data?.find((material) => material.id === opened?.id);
  // Kept after closing, so the dialog fades out with its picture instead of going blank.
  const [lastOpened, setLastOpened] = useState<Material | undefined>(undefined);
  if (opened && opened !== lastOpened) setLastOpened(opened);
  const shown = opened ?? lastOpened;

  let content;
  if (materials.isPending) content = <Loading />;
  else if (materials.isError && !materials.data) content = <LoadError error={materials.error} onRetry={() => void materials.refetch()} />;
  else {
    const groups = groupMaterials(materials.data ?? []);
    content =
      groups.length === 0 ? (
        <p>{hr.materials.empty}</p>
      ) : (
        groups.map((group) => <Group key={group.kind} group={group} onOpen={open} />)
      );
  }

  return (
    <>
      <h1 className={classes.title}>{hr.materials.title}</h1>
      {content}
      <MaterialViewer opened={opened !== undefined} material={shown} onClose={close} onRefresh={refresh} />
    </>
  );
}
