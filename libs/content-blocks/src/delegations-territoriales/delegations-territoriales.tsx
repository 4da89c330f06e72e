import { useLingui } from '@lingui/react';
import type { DelegationData, DelegationsTerritorialesData } from '@paddock/api-clients/blocks';
import { collator } from '@paddock/api-clients/lite';
import { Button } from '@paddock/ui';
import { useId, useState } from 'react';
import { mailtoHref, telHref } from '../kit/contact.js';
import type { BlockProps } from '../kit/define-block.js';
import styles from './delegations-territoriales.module.css';
import { FilterForm } from '../kit/filters/filter-form.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filters: /*i18n*/ {
    id: 'blocks.delegations-territoriales.filters',
    message: 'Find a delegation',
  },
  region: /*i18n*/ { id: 'blocks.delegations-territoriales.region', message: 'Region' },
  allRegions: /*i18n*/ {
    id: 'blocks.delegations-territoriales.all-regions',
    message: 'All regions',
  },
  search: /*i18n*/ {
    id: 'blocks.delegations-territoriales.search',
    message: 'Search a town, a delegate',
  },
  count: /*i18n*/ {
    id: 'blocks.delegations-territoriales.count',
    message: '{count, plural, =0 {No delegation} one {# delegation} other {# delegations}}',
  },
  empty: /*i18n*/ {
    id: 'blocks.delegations-territoriales.empty',
    message: 'No delegation matches your search.',
  },
  reset: /*i18n*/ {
    id: 'blocks.delegations-territoriales.reset',
    message: 'Show all delegations',
  },
  delegate: /*i18n*/ { id: 'blocks.delegations-territoriales.delegate', message: 'Delegate' },
  address: /*i18n*/ { id: 'blocks.delegations-territoriales.address', message: 'Address' },
  email: /*i18n*/ { id: 'blocks.delegations-territoriales.email', message: 'Email' },
  phone: /*i18n*/ { id: 'blocks.delegations-territoriales.phone', message: 'Phone' },
};

/** Text as the search compares it: lower case, without accents (“Sarthe” finds “sarthe”, “Évreux” “evreux”). */
const normalize = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const searchableText = (delegation: DelegationData) =>
  normalize(
    [delegation.name, delegation.region, delegation.delegate ?? '', delegation.address ?? ''].join(
      ' ',
    ),
  );

function Delegation({
  delegation,
  heading: Name,
}: {
  delegation: DelegationData;
  heading: 'h3' | 'h4';
}) {
  const { i18n } = useLingui();
  const { name, delegate, address, email, phone } = delegation;
  return (
    <li className={styles.delegation}>
      <Name className={styles.name}>{name}</Name>
      {delegate || address || email || phone ? (
        // Its email and phone links count as contact_delegation (audience measurement, SPEC §9).
        <dl className={styles.details} data-track="contact_delegation">
          {delegate ? (
            <div className={styles.detail}>
              <dt className={styles.label}>{i18n._(texts.delegate)}</dt>
              <dd className={styles.value}>{delegate}</dd>
            </div>
          ) : null}
          {address ? (
            <div className={styles.detail}>
              <dt className={styles.label}>{i18n._(texts.address)}</dt>
              <dd className={`${styles.value} ${styles.address}`}>{address}</dd>
            </div>
          ) : null}
          {email ? (
            <div className={styles.detail}>
              <dt className={styles.label}>{i18n._(texts.email)}</dt>
              <dd className={styles.value}>
                <a className={styles.link} href={mailtoHref(email)}>
                  {email}
                </a>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div className={styles.detail}>
              <dt className={styles.label}>{i18n._(texts.phone)}</dt>
              <dd className={styles.value}>
                <a className={styles.link} href={telHref(phone)}>
                  {phone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}

/** The search: a region and words (a town, a delegate). */
function DelegationFilters({
  regions,
  region,
  setRegion,
  query,
  setQuery,
}: {
  regions: readonly string[];
  region: string;
  setRegion: (region: string) => void;
  query: string;
  setQuery: (query: string) => void;
}) {
  const { i18n } = useLingui();
  const regionField = useId();
  const searchField = useId();
  return (
    <FilterForm label={i18n._(texts.filters)} className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={regionField} className={styles.fieldLabel}>
          {i18n._(texts.region)}
        </label>
        <select
          id={regionField}
          className={styles.control}
          value={region}
          onChange={(event) => setRegion(event.target.value)}
        >
          <option value="">{i18n._(texts.allRegions)}</option>
          {regions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={searchField} className={styles.fieldLabel}>
          {i18n._(texts.search)}
        </label>
        <input
          id={searchField}
          type="search"
          className={styles.control}
          value={query}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
    </FilterForm>
  );
}

/**
 * The club's regional delegations, grouped by region (in alphabetical order), with a region filter
 * and a search on name, town and delegate. The count of what shows is announced as it changes; when
 * nothing matches, a button shows everything again. The server renders them all.
 */
export function DelegationsTerritoriales({
  data: { title, text, delegations },
}: BlockProps<DelegationsTerritorialesData>) {
  const { i18n } = useLingui();
  const [region, setRegion] = useState('');
  const [query, setQuery] = useState('');

  const regions = [...new Set(delegations.map((delegation) => delegation.region))].sort(
    collator(i18n.locale).compare,
  );
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const shown = delegations.filter((delegation) => {
    if (region && delegation.region !== region) return false;
    const haystack = searchableText(delegation);
    return words.every((word) => haystack.includes(word));
  });
  const groups = regions
    .map((name) => ({
      name,
      delegations: shown.filter((delegation) => delegation.region === name),
    }))
    .filter((group) => group.delegations.length > 0);
  const [RegionHeading, DelegationHeading] = title
    ? (['h3', 'h4'] as const)
    : (['h2', 'h3'] as const);

  return (
    <SectionFrame title={title} text={text} classes={frameClasses.grid}>
      <DelegationFilters
        regions={regions}
        region={region}
        setRegion={setRegion}
        query={query}
        setQuery={setQuery}
      />
      <p className={styles.count} role="status">
        {i18n._(texts.count.id, { count: shown.length })}
      </p>
      {groups.length > 0 ? (
        <div className={styles.regions}>
          {groups.map((group) => (
            <div key={group.name} className={styles.region}>
              <RegionHeading className={styles.regionName}>{group.name}</RegionHeading>
              <ul className={styles.list}>
                {group.delegations.map((delegation) => (
                  <Delegation
                    key={`${delegation.region} ${delegation.name}`}
                    delegation={delegation}
                    heading={DelegationHeading}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{i18n._(texts.empty)}</p>
          <Button
            variant="light"
            onClick={() => {
              setRegion('');
              setQuery('');
            }}
          >
            {i18n._(texts.reset)}
          </Button>
        </div>
      )}
    </SectionFrame>
  );
}
