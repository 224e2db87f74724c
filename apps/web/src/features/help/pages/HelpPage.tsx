import '../help.i18n';
import { LinkOutlined, LockOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navName } from '../../../app/navName';
import { findRouteNode } from '../../../app/navTree';
import { useSession } from '../../../app/useSession';
import type { TTextKey } from '../../../locales/resources';
import { HELP_TOPICS, type THelpTopic } from '../helpTopics';
import '../help.css';

/**
 * 使用帮助 (issue 14 item 13): how a school runs a term in the product, written for its staff,
 * with links into the pages. A page the user's menu does not have is named, not linked.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="kg-help" data-testid="page-help">
      <Card className="kg-card">
        <Typography.Paragraph className="kg-help__intro">{t('help.intro')}</Typography.Paragraph>
        <nav className="kg-help__toc" aria-label={t('help.contents')}>
          {HELP_TOPICS.map((topic) => (
            <a
              key={topic.key}
              href={`#help-${topic.key}`}
              onClick={(event) => {
                // The shell scrolls its content, not the window: scroll the card into view.
                event.preventDefault();
                document.getElementById(`help-${topic.key}`)?.scrollIntoView({ block: 'start' });
              }}
            >
              {t(`help.${topic.key}.title`)}
            </a>
          ))}
        </nav>
      </Card>
      {HELP_TOPICS.map((topic) => (
        <Topic key={topic.key} topic={topic} />
      ))}
    </div>
  );
}

function Topic({ topic }: { topic: THelpTopic }) {
  const { t } = useTranslation();
  const { tree } = useSession();
  const steps = Array.from({ length: topic.steps }, (_, i) => t(`help.${topic.key}.s${i + 1}` as TTextKey));
  return (
    <Card
      className="kg-card kg-help__topic"
      id={`help-${topic.key}`}
      data-testid={`help-${topic.key}`}
      title={
        <span className="kg-help__title">
          {t(`help.${topic.key}.title`)} <Tag>{t(`help.${topic.key}.who`)}</Tag>
        </span>
      }
    >
      <ol className="kg-help__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="kg-help__pages">
        <Typography.Text type="secondary">{t('help.pages')}</Typography.Text>
        {topic.pages.map((page) => {
          const node = findRouteNode(tree, page.path);
          // the user's own menu name; a page not in their menu by the help's own words
          const label = node ? navName(node.name, t) : t(`help.pageNames.${page.id}`);
          return node ? (
            <Link key={page.path} to={page.path} data-testid={`help-link-${page.path}`}>
              <LinkOutlined /> {label}
            </Link>
          ) : (
            <Typography.Text key={page.path} type="secondary" data-testid={`help-nolink-${page.path}`}>
              <LockOutlined /> {label}
              {t('help.needAdmin')}
            </Typography.Text>
          );
        })}
      </div>
    </Card>
  );
}
