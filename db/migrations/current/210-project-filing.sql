-- Deal registration (project filing): the tables, their row-level security and the state machines. A partner member
-- files a sales opportunity for their company; the partner administrator approves it, then the vendor; the vendor's
-- approval puts it in effect (VALIDATING) until it is signed, cancelled or expires. The commands live in
-- 212-project-filing.sql; the filing's life in time runs as the Temporal workflow `projectFilingWorkflow`.

drop table if exists app_public.project_filing_conflicts, app_public.project_filing_history,
  app_public.project_filing_approvals, app_public.project_filing_renewals, app_public.project_filing_progresses,
  app_public.project_filing_products, app_public.project_filings cascade;
drop type if exists app_public.project_filing_status, app_public.approval_status, app_public.approval_source cascade;
drop sequence if exists app_private.project_filing_number;
drop function if exists app_hidden.my_identity_ids();
drop function if exists app_hidden.project_filing_customer_key(text);
delete from app_private.state_transitions
where machine in ('project_filing', 'project_filing_approval', 'project_filing_renewal');

-- The same values and transitions as domain/src/project-filing (database tests compare them).
create type app_public.project_filing_status as enum ('APPROVING', 'VALIDATING', 'HAVE_SIGNED', 'EXPIRED', 'REJECTED', 'CANCELED');
create type app_public.approval_status as enum ('APPROVING', 'APPROVED', 'REJECTED');
create type app_public.approval_source as enum ('PARTNER_COMPANY', 'VENDOR');
insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('project_filing', 'APPROVING', 'approve', 'VALIDATING'),
  ('project_filing', 'APPROVING', 'reject', 'REJECTED'),
  ('project_filing', 'VALIDATING', 'sign', 'HAVE_SIGNED'),
  ('project_filing', 'VALIDATING', 'cancel', 'CANCELED'),
  ('project_filing', 'VALIDATING', 'expire', 'EXPIRED'),
  ('project_filing_approval', 'APPROVING', 'approve', 'APPROVED'),
  ('project_filing_approval', 'APPROVING', 'reject', 'REJECTED'),
  ('project_filing_renewal', 'APPROVING', 'approve', 'APPROVED'),
  ('project_filing_renewal', 'APPROVING', 'reject', 'REJECTED');

-- The signed-in person's company identities (JOINED), for "my filings" in policies.
create function app_hidden.my_identity_ids() returns uuid[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(u.id), '{}') from app_public.users u
  where u.root_user_id = app_hidden.current_root_user_id() and u.company_id is not null and u.status = 'JOINED'
$$;
grant execute on function app_hidden.my_identity_ids() to :DATABASE_VISITOR;

-- A customer's name as compared between companies: lower case without spaces, punctuation or brackets.
create function app_hidden.project_filing_customer_key(name text) returns text
language sql immutable parallel safe
as $$ select lower(regexp_replace(coalesce(name, ''), '[[:space:]()（）._,，-]', '', 'g')) $$;

-- The running number of the human-readable id (PF-<year>-<number>).
create sequence app_private.project_filing_number;

create table app_public.project_filings (
  id uuid primary key default gen_random_uuid(),
  semantic_id text not null unique
    default 'PF-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('app_private.project_filing_number')::text, 7, '0'),
  company_id uuid not null references app_public.companies on delete cascade,
  name text not null,
  customer_full_name text not null,
  customer_key text not null generated always as (app_hidden.project_filing_customer_key(customer_full_name)) stored,
  customer_address text not null,
  industry_id int not null references app_public.industries,
  contact_name text not null,
  contact_email text not null,
  contact_phone_prefix text not null,
  contact_phone text not null,
  contact_position text not null,
  estimated_order_budget numeric(10, 2) not null check (estimated_order_budget > 0),
  currency_iso_code app_public.currency not null,
  estimated_order_date date not null,
  phase_id int not null references app_public.project_phases,
  opportunity_source_id int not null references app_public.opportunity_sources,
  competitor_ids int[] not null,
  application_scenario_ids int[] not null,
  requirement text not null,
  preferred_distributor_id int references app_public.distributors,
  principal_id uuid not null references app_public.users,
  submitter_id uuid not null references app_public.users,
  status app_public.project_filing_status not null default 'APPROVING',
  -- The last protected day (business time zone), set by the vendor's approval and moved by approved renewals.
  valid_until_date date,
  -- When the filing was last in effect and active: the vendor's approval or the latest progress.
  last_activity_at timestamptz,
  approved_at timestamptz,
  sign_date date,
  cancel_reason text,
  revoker_id uuid references app_public.root_users on delete set null,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.project_filings is
  E'A deal registration: a partner company''s sales opportunity, protected while in effect.\n@behavior -insert -update -delete';
comment on column app_public.project_filings.customer_key is E'@behavior -select -filterBy -orderBy';
comment on column app_public.project_filings.valid_until_date is 'The last protected day; set when the vendor approves, moved by approved renewals.';
comment on column app_public.project_filings.last_activity_at is 'The vendor''s approval or the latest progress: 90 days without activity expire the filing.';
comment on column app_public.project_filings.closed_at is 'When the filing was signed, cancelled, expired or rejected.';
comment on column app_public.project_filings.revoker_id is 'Who cancelled the filing.';
do $$
declare
  c text;
begin
  foreach c in array array['company_id', 'industry_id', 'phase_id', 'opportunity_source_id', 'preferred_distributor_id',
                           'principal_id', 'submitter_id', 'revoker_id'] loop
    execute format('comment on constraint %I on app_public.project_filings is %L',
      'project_filings_' || c || '_fkey', '@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy');
  end loop;
end;
$$;
create index project_filings_company_created_idx on app_public.project_filings (company_id, created_at desc, id);
create index project_filings_company_status_idx on app_public.project_filings (company_id, status, created_at desc);
create index project_filings_submitter_idx on app_public.project_filings (submitter_id, created_at desc);
create index project_filings_principal_idx on app_public.project_filings (principal_id, created_at desc);
create index project_filings_status_created_idx on app_public.project_filings (status, created_at desc, id);
create index project_filings_created_idx on app_public.project_filings (created_at desc, id);
create index project_filings_customer_key_idx on app_public.project_filings (customer_key) where status in ('APPROVING', 'VALIDATING');
create index project_filings_order_date_idx on app_public.project_filings (estimated_order_date);
create index project_filings_budget_idx on app_public.project_filings (estimated_order_budget);
create index project_filings_valid_until_idx on app_public.project_filings (valid_until_date);
create index project_filings_closed_idx on app_public.project_filings (company_id, closed_at) where status in ('HAVE_SIGNED', 'EXPIRED');
create index project_filings_industry_idx on app_public.project_filings (industry_id);
create index project_filings_phase_idx on app_public.project_filings (phase_id);
create index project_filings_source_idx on app_public.project_filings (opportunity_source_id);
create index project_filings_distributor_idx on app_public.project_filings (preferred_distributor_id);
create index project_filings_revoker_idx on app_public.project_filings (revoker_id);
create index project_filings_name_trgm_idx on app_public.project_filings using gin (name public.gin_trgm_ops);
create index project_filings_customer_trgm_idx on app_public.project_filings using gin (customer_full_name public.gin_trgm_ops);
create trigger _100_timestamps before update on app_public.project_filings
  for each row execute procedure app_private.tg_set_updated_at();

-- Purchase order plan: 1 to 10 product lines per filing.
create table app_public.project_filing_products (
  filing_id uuid not null references app_public.project_filings on delete cascade,
  line_no smallint not null check (line_no between 1 and 10),
  product_id int not null references app_public.products,
  purchase_type app_public.purchase_type not null,
  unit app_public.product_unit not null,
  count int not null check (count > 0),
  primary key (filing_id, line_no)
);
comment on table app_public.project_filing_products is E'A line of a filing''s purchase order plan.\n@behavior -insert -update -delete';
comment on constraint project_filing_products_product_id_fkey on app_public.project_filing_products is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create index project_filing_products_product_idx on app_public.project_filing_products (product_id);

create table app_public.project_filing_progresses (
  id uuid primary key default gen_random_uuid(),
  filing_id uuid not null references app_public.project_filings on delete cascade,
  content text not null,
  phase_id int not null references app_public.project_phases,
  submitter_id uuid not null references app_public.users,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.project_filing_progresses is E'A progress entry of a filing in effect; editable for 3 days.\n@behavior -insert -update -delete';
comment on constraint project_filing_progresses_phase_id_fkey on app_public.project_filing_progresses is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint project_filing_progresses_submitter_id_fkey on app_public.project_filing_progresses is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create index project_filing_progresses_filing_idx on app_public.project_filing_progresses (filing_id, created_at desc);
create index project_filing_progresses_phase_idx on app_public.project_filing_progresses (phase_id);
create index project_filing_progresses_submitter_idx on app_public.project_filing_progresses (submitter_id);
create trigger _100_timestamps before update on app_public.project_filing_progresses
  for each row execute procedure app_private.tg_set_updated_at();

create table app_public.project_filing_renewals (
  id uuid primary key default gen_random_uuid(),
  filing_id uuid not null references app_public.project_filings on delete cascade,
  reason text not null,
  phase_id int not null references app_public.project_phases,
  valid_until_date date not null,
  previous_valid_until_date date not null,
  status app_public.approval_status not null default 'APPROVING',
  submitter_id uuid not null references app_public.users,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.project_filing_renewals is
  E'A renewal application: moves the filing''s valid_until_date once both steps approve.\n@behavior -insert -update -delete';
comment on column app_public.project_filing_renewals.valid_until_date is 'The new last protected day asked for.';
comment on constraint project_filing_renewals_phase_id_fkey on app_public.project_filing_renewals is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint project_filing_renewals_submitter_id_fkey on app_public.project_filing_renewals is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create unique index project_filing_renewals_one_pending_idx on app_public.project_filing_renewals (filing_id) where status = 'APPROVING';
create index project_filing_renewals_filing_idx on app_public.project_filing_renewals (filing_id, created_at desc);
create index project_filing_renewals_phase_idx on app_public.project_filing_renewals (phase_id);
create index project_filing_renewals_submitter_idx on app_public.project_filing_renewals (submitter_id);
create trigger _100_timestamps before update on app_public.project_filing_renewals
  for each row execute procedure app_private.tg_set_updated_at();

-- One record per approval step of a filing (renewal_id null) or of a renewal: the partner company's step first, then
-- the vendor's. company_id is the filing's, kept here so "my approvals" and its policy read one table.
create table app_public.project_filing_approvals (
  id uuid primary key default gen_random_uuid(),
  filing_id uuid not null references app_public.project_filings on delete cascade,
  renewal_id uuid references app_public.project_filing_renewals on delete cascade,
  company_id uuid not null references app_public.companies on delete cascade,
  source app_public.approval_source not null,
  status app_public.approval_status not null default 'APPROVING',
  approver_id uuid references app_public.root_users on delete set null,
  audit_comment text,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table app_public.project_filing_approvals is
  E'An approval step of a filing or of a renewal (renewal_id set): who decided, when, from which side, with what comment.\n@behavior -insert -update -delete';
comment on constraint project_filing_approvals_company_id_fkey on app_public.project_filing_approvals is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint project_filing_approvals_approver_id_fkey on app_public.project_filing_approvals is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create unique index project_filing_approvals_one_pending_idx on app_public.project_filing_approvals (filing_id, renewal_id)
  nulls not distinct where status = 'APPROVING';
create index project_filing_approvals_filing_idx on app_public.project_filing_approvals (filing_id, created_at);
create index project_filing_approvals_renewal_idx on app_public.project_filing_approvals (renewal_id);
create index project_filing_approvals_company_idx on app_public.project_filing_approvals (company_id, source, status, created_at desc);
create index project_filing_approvals_queue_idx on app_public.project_filing_approvals (source, status, created_at desc);
create index project_filing_approvals_approver_idx on app_public.project_filing_approvals (approver_id);

-- Every other transition of a filing (submitted, signed, cancelled, expired, edited, renewal applied): the timeline of
-- the detail reads these with the approval records.
create table app_public.project_filing_history (
  id uuid primary key default gen_random_uuid(),
  filing_id uuid not null references app_public.project_filings on delete cascade,
  event text not null,
  from_status app_public.project_filing_status,
  to_status app_public.project_filing_status,
  actor_id uuid references app_public.root_users on delete set null,
  source app_public.approval_source,
  comment text,
  created_at timestamptz not null default now()
);
comment on table app_public.project_filing_history is
  E'A recorded event of a filing: who (null: the system, e.g. expiry), from which side, with what comment.\n@behavior -insert -update -delete';
comment on constraint project_filing_history_actor_id_fkey on app_public.project_filing_history is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create index project_filing_history_filing_idx on app_public.project_filing_history (filing_id, created_at);
create index project_filing_history_actor_idx on app_public.project_filing_history (actor_id);

-- Possible conflicts, found when a filing is submitted: another company's filing under review or in effect for the
-- same customer with an overlapping product. Only vendor admins read them.
create table app_public.project_filing_conflicts (
  filing_id uuid not null references app_public.project_filings on delete cascade,
  other_filing_id uuid not null references app_public.project_filings on delete cascade,
  detected_at timestamptz not null default now(),
  primary key (filing_id, other_filing_id)
);
comment on table app_public.project_filing_conflicts is E'A possible conflict between two companies'' filings (vendor admins only).\n@behavior -insert -update -delete';
create index project_filing_conflicts_other_idx on app_public.project_filing_conflicts (other_filing_id);

------------------------------------------------------------------------------------------------------------------------
-- Row-level security. Rows are written only by the commands (security definer).
-- A filing is seen by vendor admins, by holders of ViewApprovalProcess in its company (the partner administrators see
-- every filing of the company), and by its submitter and its owner while they hold ViewProjectReport there.
alter table app_public.project_filings enable row level security;
create policy select_filing on app_public.project_filings for select to :DATABASE_VISITOR using (
  (select app_hidden.is_vendor_admin())
  or company_id = any ((select app_hidden.permitted_company_ids('ViewApprovalProcess'))::uuid[])
  or (company_id = any ((select app_hidden.permitted_company_ids('ViewProjectReport'))::uuid[])
      and (submitter_id = any ((select app_hidden.my_identity_ids())::uuid[])
           or principal_id = any ((select app_hidden.my_identity_ids())::uuid[])))
);
grant select on app_public.project_filings to :DATABASE_VISITOR;

-- The filing's own rows follow the filing: visible when the filing is.
do $$
declare
  t text;
begin
  foreach t in array array['project_filing_products', 'project_filing_progresses', 'project_filing_renewals',
                           'project_filing_history'] loop
    execute format($f$
      alter table app_public.%1$I enable row level security;
      create policy select_with_filing on app_public.%1$I for select to :DATABASE_VISITOR
        using (exists (select 1 from app_public.project_filings f where f.id = filing_id));
      grant select on app_public.%1$I to :DATABASE_VISITOR;
    $f$, t);
  end loop;
end;
$$;

-- Approval records: vendor admins, and those who see the filing.
alter table app_public.project_filing_approvals enable row level security;
create policy select_with_filing on app_public.project_filing_approvals for select to :DATABASE_VISITOR using (
  (select app_hidden.is_vendor_admin())
  or company_id = any ((select app_hidden.permitted_company_ids('ViewApprovalProcess'))::uuid[])
  or exists (select 1 from app_public.project_filings f where f.id = filing_id)
);
grant select on app_public.project_filing_approvals to :DATABASE_VISITOR;

alter table app_public.project_filing_conflicts enable row level security;
create policy select_vendor_admin on app_public.project_filing_conflicts for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()));
grant select on app_public.project_filing_conflicts to :DATABASE_VISITOR;
