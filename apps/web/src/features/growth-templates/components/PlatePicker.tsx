import '../growthConfiguration.i18n';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/DisabledReason';
import { usePlates } from '../growthConfiguration.api';
import { PlateSketch } from './PlateSketch';

type TProps = {
  value: number;
  onChange: (plateId: number) => void;
  /** F39: a plate already set stays (the server says 版式已设定，不能更改 otherwise) */
  locked: boolean;
};

/** F36, F39, F46: the plate of a type 6 module, each with its number of pictures. */
export function PlatePicker({ value, onChange, locked }: TProps) {
  const { t } = useTranslation();
  const plates = usePlates();
  if (plates.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (plates.isError)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Button type="link" onClick={() => void plates.refetch()}>
            {t('growthConfiguration.loadFailedRetry')}
          </Button>
        }
      />
    );
  return (
    <div className="kg-config-plates" data-testid="config-plates">
      {locked ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={t('growthConfiguration.plate.lockedTitle')}
          description={t('growthConfiguration.plate.lockedHint')}
          className="kg-config-plates__lock"
          data-testid="config-plate-locked"
        />
      ) : (
        <div className="kg-config-hint">{t('growthConfiguration.plate.hint')}</div>
      )}
      <div className="kg-config-plates__grid">
        {plates.data.map((plate) => {
          const active = plate.Id === value;
          const disabled = locked && !active;
          const tile = (
            <button
              type="button"
              key={plate.Id}
              className={`kg-config-plate${active ? ' kg-config-plate--active' : ''}${
                disabled ? ' kg-config-plate--disabled' : ''
              }`}
              onClick={() => !locked && onChange(plate.Id)}
              disabled={disabled}
              aria-pressed={active}
              data-testid={`config-plate-${plate.Id}`}
            >
              <PlateSketch plateId={plate.Id} thumbnail={plate.Thumbnail} alt={plate.Name} />
              <span className="kg-config-plate__name">{plate.Name}</span>
              <span className="kg-config-plate__slots">
                {t('growthConfiguration.plate.slots', { count: plate.Slots })}
              </span>
              {active &&
                (locked ? (
                  <LockOutlined className="kg-config-plate__check" />
                ) : (
                  <CheckCircleFilled className="kg-config-plate__check" />
                ))}
            </button>
          );
          return (
            <DisabledReason
              key={plate.Id}
              block
              reason={disabled && t('growthConfiguration.plate.lockedTitle')}
            >
              {tile}
            </DisabledReason>
          );
        })}
      </div>
    </div>
  );
}
