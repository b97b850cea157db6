-- Deal-registration quotas. Each certification level has a default rule (its max_project_filing_count and win_rate);
-- a vendor admin may give a company one custom rule that applies until its valid_until_date (inclusive, business time
-- zone), after which the level's default applies again. A deleted custom rule stays as history (is_active = false)
-- and can be neither edited nor deleted again.

drop function if exists app_private.project_filing_quota(uuid);
drop function if exists app_private.project_filing_win_rate(uuid);
drop table if exists app_public.project_filing_quota_rules cascade;

create table app_public.project_filing_quota_rules (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references app_public.companies on delete cascade,
  max_project_filing_count int not null check (max_project_filing_count between 0 and 1000),
  win_rate int not null check (win_rate between 0 and 100),
  valid_until_date date not null,
  is_active boolean not null default true,
  creator_id uuid references app_public.root_users on delete set null,
  modifier_id uuid references app_public.root_users on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.project_filing_quota_rules is
  E'A company''s custom deal-registration quota, in force until valid_until_date; is_active false once deleted.\n@behavior -insert -update -delete';
comment on constraint project_filing_quota_rules_company_id_fkey on app_public.project_filing_quota_rules is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint project_filing_quota_rules_creator_id_fkey on app_public.project_filing_quota_rules is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint project_filing_quota_rules_modifier_id_fkey on app_public.project_filing_quota_rules is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create unique index project_filing_quota_rules_one_active_idx on app_public.project_filing_quota_rules (company_id) where is_active;
create index project_filing_quota_rules_company_idx on app_public.project_filing_quota_rules (company_id, created_at desc);
create index project_filing_quota_rules_created_idx on app_public.project_filing_quota_rules (created_at desc, id);
create index project_filing_quota_rules_active_idx on app_public.project_filing_quota_rules (is_active, created_at desc);
create index project_filing_quota_rules_valid_until_idx on app_public.project_filing_quota_rules (valid_until_date);
create index project_filing_quota_rules_creator_idx on app_public.project_filing_quota_rules (creator_id);
create index project_filing_quota_rules_modifier_idx on app_public.project_filing_quota_rules (modifier_id);
create trigger _100_timestamps before update on app_public.project_filing_quota_rules
  for each row execute procedure app_private.tg_set_updated_at();

alter table app_public.project_filing_quota_rules enable row level security;
create policy select_vendor_admin on app_public.project_filing_quota_rules for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()));
grant select on app_public.project_filing_quota_rules to :DATABASE_VISITOR;

-- The rule in force for a company today: its active custom rule while valid, else its level's default.
create function app_private.project_filing_quota(company_id uuid,
  out max_count int, out win_rate int, out custom_rule_id uuid, out level_id int)
language sql stable
as $$
  select coalesce(r.max_project_filing_count, l.max_project_filing_count),
         coalesce(r.win_rate, l.win_rate), r.id, l.id
  from (select app_hidden.company_level_id(project_filing_quota.company_id) as id) cl
  left join app_public.certification_levels l on l.id = cl.id
  left join app_public.project_filing_quota_rules r
    on r.company_id = project_filing_quota.company_id and r.is_active
   and r.valid_until_date >= (now() at time zone app_hidden.project_filing_time_zone())::date
$$;

-- The company's win rate (percent, two decimals) over the filings that were signed or expired within the window;
-- null when none did (no rate, so no gate).
create function app_private.project_filing_win_rate(company_id uuid) returns numeric
language sql stable
as $$
  select case when count(*) = 0 then null
              else round(100.0 * count(*) filter (where f.status = 'HAVE_SIGNED') / count(*), 2) end
  from app_public.project_filings f
  where f.company_id = project_filing_win_rate.company_id and f.status in ('HAVE_SIGNED', 'EXPIRED')
    and f.closed_at >= now() - app_hidden.project_filing_win_rate_window()
$$;
