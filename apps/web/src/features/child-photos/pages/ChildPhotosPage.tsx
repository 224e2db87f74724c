import '../childPhotos.i18n';
import { CloudUploadOutlined, DeleteOutlined, TagsOutlined } from '@ant-design/icons';
import type { TChildPhoto, TChildPhotoPage } from '@kg/contracts';
import { App, Button, Card, Empty, Image, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useButtons } from '../../../app/access/NavButtons';
import { ClassCards } from '../../growth-records/components/ClassCards';
import { useClassPhotos, useDeletePhotos } from '../childPhotos.api';
import {
  isDeletable,
  PHOTO_PAGE_SIZE,
  photoKey,
  selectAll,
  type TPhotoFilters,
  toggleSelection,
} from '../childPhotos.logic';
import { PhotoFilters } from '../components/PhotoFilters';
import { PhotoTile } from '../components/PhotoTile';
import { TagDrawer } from '../components/TagDrawer';
import { UploadDialog } from '../components/UploadDialog';
import '../childPhotos.css';
import '../childPhotosDialogs.css';

const CLASS_KEY = 'kg.childPhotos.classId';

/**
 * 幼儿相册 (/ChildPhotos): the user's classes (a teacher: hers), then the chosen class's photos,
 * newest first, filtered by child, dimension and source. 上传照片, 标记照片 and 删除照片 follow
 * the page's granted buttons; photos from growth records and theme evaluations show their
 * source and cannot be deleted here.
 */
export default function ChildPhotosPage() {
  const { t } = useTranslation();
  const [classId, setClassId] = useState(() => Number(sessionStorage.getItem(CLASS_KEY)) || 0);
  const [pageIndex, setPageIndex] = useState(1);
  const [filters, setFilters] = useState<TPhotoFilters>({});
  const view = useClassPhotos(classId, pageIndex, filters);
  const stale = view.isError && classId > 0;
  // A remembered class that is no longer the user's: start again from the first.
  useEffect(() => {
    if (!stale) return;
    sessionStorage.removeItem(CLASS_KEY);
    setClassId(0);
  }, [stale]);

  const choose = (id: number) => {
    sessionStorage.setItem(CLASS_KEY, String(id));
    setClassId(id);
    setPageIndex(1);
    setFilters({});
  };
  const album = view.data;
  if (view.isPending || stale) return <Skeleton active />;
  if (!album || album.Classes.length === 0)
    return (
      <Card className="kg-card" data-testid="page-child-photos">
        <Empty description={t('childPhotos.noClasses')} />
      </Card>
    );
  return (
    <div className="kg-cp-page" data-testid="page-child-photos">
      <p className="kg-muted kg-cp-intro">{t('childPhotos.intro')}</p>
      {album.Classes.length > 1 && (
        <ClassCards
          classes={album.Classes.map((c) => ({ id: c.ClassId, name: c.ClassName, meta: c.GradeName }))}
          value={album.ClassId}
          onChange={choose}
          testId={(id) => `photo-class-${id}`}
        />
      )}
      <Album
        // A new class starts with nothing selected.
        key={album.ClassId}
        album={album}
        loading={view.isFetching}
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setPageIndex(1);
        }}
        pageIndex={pageIndex}
        onPage={setPageIndex}
      />
    </div>
  );
}

type TAlbumProps = {
  album: TChildPhotoPage;
  loading: boolean;
  filters: TPhotoFilters;
  onFilters: (filters: TPhotoFilters) => void;
  pageIndex: number;
  onPage: (page: number) => void;
};

function Album({ album, loading, filters, onFilters, pageIndex, onPage }: TAlbumProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const buttons = useButtons();
  const granted = (func: string) => buttons.some((b) => b.Func === func);
  const canUpload = granted('handleUpload');
  const canTag = granted('handleTag');
  const canDelete = granted('handleDel');
  const selectable = canTag || canDelete;
  // Kept by file with the photo itself, so a selection may span pages and filters.
  const [selected, setSelected] = useState<Map<string, TChildPhoto>>(new Map());
  const [uploading, setUploading] = useState(false);
  const [tagging, setTagging] = useState<TChildPhoto[] | null>(null);
  const remove = useDeletePhotos();
  const klass = album.Classes.find((c) => c.ClassId === album.ClassId);
  const chosen = [...selected.values()];
  const filtered =
    filters.StudentId !== undefined || filters.Dimension !== undefined || Boolean(filters.Source);

  const select = (keys: string[]) => {
    const known = new Map([...selected, ...album.data.map((p) => [photoKey(p), p] as const)]);
    setSelected(new Map(keys.map((k) => [k, known.get(k)!])));
  };
  const toggle = (photo: TChildPhoto) => {
    const next = toggleSelection([...selected.keys()], photoKey(photo));
    if (next.refused) void message.warning(t('childPhotos.messages.tooManySelected'));
    select(next.selected);
  };
  const confirmDelete = () => {
    if (chosen.some((p) => !isDeletable(p))) {
      void message.warning(t('childPhotos.messages.derivedNotDeletable'));
      return;
    }
    modal.confirm({
      title: t('childPhotos.deleteTitle', { count: chosen.length }),
      content: t('childPhotos.deleteHint'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'photo-delete-ok' } },
      onOk: async () => {
        await remove.mutateAsync(chosen.map((p) => p.Id));
        setSelected(new Map());
        void message.success(t('childPhotos.messages.deleted'));
      },
    });
  };

  return (
    <Card
      className="kg-card kg-cp-album"
      title={
        <span className="kg-cp-album__title">
          {klass?.ClassName}
          <span className="kg-muted kg-cp-album__count" data-testid="photo-total">
            {t('childPhotos.photos', { count: album.Total })}
          </span>
        </span>
      }
      extra={
        canUpload && (
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            onClick={() => setUploading(true)}
            data-testid="photo-upload"
          >
            {t('childPhotos.upload')}
          </Button>
        )
      }
    >
      <PhotoFilters album={album} value={filters} onChange={onFilters} />
      {selectable && album.data.length > 0 && (
        <div className={`kg-cp-selbar${selected.size ? ' is-active' : ''}`} data-testid="photo-selbar">
          <span className="kg-cp-selbar__count" data-testid="photo-selected">
            {selected.size
              ? t('childPhotos.selectedCount', { count: selected.size })
              : t('childPhotos.selectHint')}
          </span>
          <span className="kg-cp-selbar__tools">
            <Button
              size="small"
              onClick={() => select(selectAll([...selected.keys()], album.data.map(photoKey)))}
            >
              {t('childPhotos.selectPage')}
            </Button>
            {selected.size > 0 && (
              <Button size="small" onClick={() => setSelected(new Map())}>
                {t('childPhotos.clearSelection')}
              </Button>
            )}
            {canTag && selected.size > 0 && (
              <Button
                size="small"
                type="primary"
                icon={<TagsOutlined />}
                onClick={() => setTagging(chosen)}
                data-testid="photo-tag"
              >
                {t('childPhotos.tag')}
              </Button>
            )}
            {canDelete && selected.size > 0 && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={confirmDelete}
                data-testid="photo-delete"
              >
                {t('childPhotos.remove')}
              </Button>
            )}
          </span>
        </div>
      )}
      {album.data.length === 0 ? (
        <Empty
          className="kg-cp-empty"
          description={
            <>
              <div>{t(filtered ? 'childPhotos.emptyFiltered' : 'childPhotos.empty')}</div>
              {!filtered && canUpload && <div className="kg-muted">{t('childPhotos.emptyHint')}</div>}
            </>
          }
          data-testid="photo-empty"
        >
          {filtered && <Button onClick={() => onFilters({})}>{t('childPhotos.clearFilters')}</Button>}
        </Empty>
      ) : (
        <Image.PreviewGroup>
          <div className={`kg-cp-grid${loading ? ' is-loading' : ''}`} data-testid="photo-grid">
            {album.data.map((photo) => (
              <PhotoTile
                key={photoKey(photo)}
                photo={photo}
                selected={selected.has(photoKey(photo))}
                onToggle={selectable ? () => toggle(photo) : undefined}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {album.dataCount > PHOTO_PAGE_SIZE && (
        <Pagination
          className="kg-cp-pager"
          current={pageIndex}
          pageSize={PHOTO_PAGE_SIZE}
          total={album.dataCount}
          showSizeChanger={false}
          showTotal={(count) => t('childPhotos.total', { count })}
          onChange={onPage}
          data-testid="photo-pager"
        />
      )}
      {canUpload && (
        <UploadDialog
          open={uploading}
          classId={album.ClassId}
          className={klass?.ClassName ?? ''}
          kids={album.Children}
          onClose={() => setUploading(false)}
        />
      )}
      {canTag && (
        <TagDrawer
          photos={tagging}
          classId={album.ClassId}
          kids={album.Children}
          onClose={() => setTagging(null)}
          onSaved={() => {
            setTagging(null);
            setSelected(new Map());
          }}
        />
      )}
    </Card>
  );
}
